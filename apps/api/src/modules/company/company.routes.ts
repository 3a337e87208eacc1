import { getCompany, updateCompany } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { CompanyService } from './company.service';

export function registerCompanyRoutes(app: FastifyInstance, deps: { company: CompanyService }): void {
  route(app, getCompany, ({ principal, params }) => deps.company.get(principal, params.id));
  route(app, updateCompany, ({ principal, params, body }) => deps.company.update(principal, params.id, body));
}
