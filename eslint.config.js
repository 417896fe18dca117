import tseslint from 'typescript-eslint'

const inProcessOnly = 'unit self-tests run in-process: see playwright.config.ts'

// A function Playwright sends into the page is sent as its source text. Loaded by tsx (the
// fault matrix, the self-tests), a named function inside it is wrapped in __name(), a helper
// that exists in Node and not in the page: the call throws there, and the check goes unjudged.
const inPage =
  'CallExpression[callee.property.name=/^(evaluate|evaluateAll|evaluateHandle|waitForFunction|addInitScript|[$]eval|[$][$]eval)$/] :function'
const inPageNamed = [
  `${inPage} VariableDeclarator > :function`,
  `${inPage} AssignmentExpression > :function`,
  `${inPage} Property[method=false] > :function`,
  `${inPage} FunctionDeclaration`,
  `${inPage} ClassDeclaration`,
].map((selector) => ({
  selector,
  message: 'no named function inside one sent to the page: tsx wraps it in __name()',
}))

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
      'no-restricted-syntax': ['error', ...inPageNamed],
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
        ...inPageNamed,
        {
          selector: ':function > ObjectPattern > Property[key.name=/^(page|context|browser)$/]',
          message: inProcessOnly,
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
)
