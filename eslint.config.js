import tseslint from 'typescript-eslint'

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
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
)
