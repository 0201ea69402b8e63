import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema.ts',
    './src/auth-schema.ts',
    './src/desk-schema.ts',
    './src/content-schema.ts',
    './src/jobs-schema.ts',
    './src/conversation-schema.ts',
    './src/spam-schema.ts',
    './src/routing-schema.ts',
    './src/visitor-page-schema.ts',
    './src/tags-schema.ts',
    './src/people-schema.ts',
    './src/saved-views-schema.ts',
    './src/audit-schema.ts',
    './src/quotes-schema.ts',
    './src/webhooks-schema.ts',
    './src/api-keys-schema.ts',
  ],
  out: './migrations',
});
