import type { OperatorRole } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { operators, type OperatorRow } from '../../src/db/schema/accounts';

let sequence = 0;

/** An active back-office operator with the given role and a unique e-mail. */
export async function createOperator(app: FastifyInstance, role: OperatorRole): Promise<OperatorRow> {
  sequence += 1;
  const [row] = await app.database.db
    .insert(operators)
    .values({
      email: `operator.${role}.${Date.now().toString(36)}${sequence}@installer.club.example`,
      name: `Operator ${role} ${sequence}`,
      role,
    })
    .returning();
  if (!row) throw new Error('createOperator: no row');
  return row;
}
