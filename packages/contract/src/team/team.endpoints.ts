import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema } from '../common/common.schemas';
import {
  CreateInstallerBodySchema,
  InstallerListQuerySchema,
  InstallerListSchema,
  InstallerSchema,
  UpdateInstallerBodySchema,
} from './team.schemas';

/*
 * spec 03 §7, spec 01 §7: the owner's team. Every call reads or writes the caller's company only: a person
 * of another company is 404 'Installer not found.'. Writes are refused in an emulated session
 * (ARCHITECTURE §4: team changes).
 */

export const listInstallers = defineEndpoint({
  method: 'GET',
  path: '/v1/installer/user',
  access: 'owner',
  summary: "The company's people with their activity, projects and points, and the region's team limit",
  query: InstallerListQuerySchema,
  response: { 200: InstallerListSchema },
});

export const getInstaller = defineEndpoint({
  method: 'GET',
  path: '/v1/installer/user/:id',
  access: 'owner',
  summary: 'One person of the company, for the edit form',
  params: UuidParamsSchema,
  response: { 200: InstallerSchema, 404: ErrorSchema },
});

/** 409 `team_limit_reached` when the region's limit is reached (spec 03 §6). */
export const createInstaller = defineEndpoint({
  method: 'POST',
  path: '/v1/installer/user',
  access: 'owner',
  emulation: 'refused',
  summary: 'Add an installer; an invitation goes to their phone (and e-mail when given)',
  body: CreateInstallerBodySchema,
  response: { 201: InstallerSchema, 409: ErrorSchema },
});

export const updateInstaller = defineEndpoint({
  method: 'PATCH',
  path: '/v1/installer/user/:id',
  access: 'owner',
  emulation: 'refused',
  summary: "Change a person's name, surname, phone or e-mail",
  params: UuidParamsSchema,
  body: UpdateInstallerBodySchema,
  response: { 200: InstallerSchema, 404: ErrorSchema },
});

/** The person is deleted and their sessions end at once; 403 for oneself. */
export const deleteInstaller = defineEndpoint({
  method: 'DELETE',
  path: '/v1/installer/user/:id',
  access: 'owner',
  emulation: 'refused',
  summary: 'Delete a person of the company',
  params: UuidParamsSchema,
  response: { 200: OkSchema, 404: ErrorSchema },
});

/**
 * spec 01 §7 path (POST); spec 03 §7 lists it as a GET answering 201. POST, because it sends a message:
 * a GET must not (prefetches and retries would send it again) and the emulation guard refuses writes by
 * their method (docs/decisions/026-team.md).
 */
export const resendInstallerInvitation = defineEndpoint({
  method: 'POST',
  path: '/v1/installer/user/:id/resend',
  access: 'owner',
  emulation: 'refused',
  summary: 'Send the invitation message again',
  params: UuidParamsSchema,
  response: { 201: OkSchema, 404: ErrorSchema },
});
