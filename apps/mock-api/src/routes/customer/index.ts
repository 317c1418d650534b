import type { FastifyInstance } from 'fastify';
import { accountDataRoutes } from './account-data.js';
import { accountFormRoutes } from './account-forms.js';

/** Bearer-token customer routes: cashback, summary, return request, account info, password. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  await accountDataRoutes(app);
  await accountFormRoutes(app);
}
