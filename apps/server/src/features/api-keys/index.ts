/**
 * API keys (issue 28 §3, decision 231): made by owners and admins in the desk, presented as
 * `Authorization: Bearer sdk_…` to `/api/v1`, limited per key and audited on every use.
 */
export { apiKeyGuard, requireScope } from './api-key-guard';
export { apiKeyRoutes } from './routes';
export { type ApiKeyService, createApiKeyService } from './service';
