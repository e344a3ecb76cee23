import type {Config} from 'jest';

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/plugins', '<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // SWC strips types only: `npm run typecheck` is where types are checked.
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2022'}}],
    '^.+\\.js$': ['@swc/jest', {jsc: {target: 'es2022'}, module: {type: 'commonjs'}}],
  },
  // unist-util-visit and its helpers ship only as ES modules: SWC turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(unist-util-visit|unist-util-visit-parents|unist-util-is)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/styleStub.ts',
    '^@site/(.*)$': '<rootDir>/$1',
  },
} satisfies Config;
