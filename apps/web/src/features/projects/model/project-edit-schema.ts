import { z } from 'zod';
import { FIELD_MESSAGES, UpdateProjectSchema, type Project, type UpdateProject } from '@club/contract';
import { todayIsoDate } from './project-form-schema';

const { name, installationDate } = UpdateProjectSchema.shape;

/**
 * /projects/{uuid}/edit on the contract's UpdateProjectSchema (spec 02 §4, §5): the name (optional) and
 * the installation date, which a scheduled project must keep. A new date cannot be in the past; the one
 * the project already has is left alone, so that a late project can still be renamed.
 */
export function projectEditSchema(currentDate: string | null) {
  return z.object({
    name: name.unwrap(),
    installationDate: z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .pipe(installationDate.unwrap().unwrap())
      .refine((date) => date === currentDate || date >= todayIsoDate(), FIELD_MESSAGES.dateInPast),
  });
}

export type ProjectEditInput = z.input<ReturnType<typeof projectEditSchema>>;
export type ProjectEditValues = z.output<ReturnType<typeof projectEditSchema>>;

export const projectEditDefaults = (project: Project): ProjectEditInput => ({
  name: project.name ?? '',
  installationDate: project.installation_date ?? '',
});

/** The PATCH body: only what changed. */
export function toUpdateProject(values: ProjectEditValues, project: Project): UpdateProject {
  const body: UpdateProject = {};
  if (values.name !== (project.name ?? '')) body.name = values.name;
  if (values.installationDate !== project.installation_date) body.installationDate = values.installationDate;
  return body;
}
