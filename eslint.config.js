import tseslint from 'typescript-eslint'

const inProcessOnly = 'unit self-tests run in-process: see playwright.config.ts'

export default tseslint.config(
  { ignores: ['node_modules/', 'reports/', 'test-results/'] },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Empty patterns are how Playwright fixtures say "needs no other fixture".
      'no-empty-pattern': 'off',
      // `const { field, ...rest } = x` is how a test drops one field.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // The unit self-tests run in the worker's own process (playwright.config.ts): whatever starts
  // a browser, a child process or a container belongs to the integration self-tests.
  {
    files: ['specs/self/unit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:child_process', 'child_process', 'playwright', 'testcontainers'].map(
            (name) => ({ name, message: inProcessOnly }),
          ),
          patterns: [
            {
              group: [
                '**/support/run-cli.ts',
                '**/support/launch.ts',
                '**/support/hostile/run-against.ts',
                '**/support/container-runtime.ts',
              ],
              message: inProcessOnly,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: ':function > ObjectPattern > Property[key.name=/^(page|context|browser)$/]',
          message: inProcessOnly,
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
)
