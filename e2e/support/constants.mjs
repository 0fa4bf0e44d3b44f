export const E2E_PORT = Number(process.env.E2E_PORT || 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'e2e-admin@grain.test', password: 'e2e-admin-password' };
