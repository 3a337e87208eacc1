import { z } from 'zod';
import { CreateProjectSchema, FIELD_MESSAGES, type CreateProject } from '@club/contract';

/** Today as the date input writes it (YYYY-MM-DD). */
export const todayIsoDate = () => new Date().toISOString().slice(0, 10);

/**
 * /projects/add on the contract's CreateProjectSchema; locally only what the form adds: the optional
 * fields are empty strings while empty, and the installation date cannot be in the past (spec 02 §5).
 */
export const projectFormSchema = CreateProjectSchema.extend({
  name: CreateProjectSchema.shape.name.unwrap(),
  installationDate: z
    .union([z.literal(''), CreateProjectSchema.shape.installationDate.unwrap()])
    .refine((date) => date === '' || date >= todayIsoDate(), FIELD_MESSAGES.dateInPast),
});

export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

/** The create body: the empty optional fields are left out. */
export function toCreateProject({ name, installationDate, ...address }: ProjectFormValues): CreateProject {
  return { ...address, ...(name ? { name } : {}), ...(installationDate ? { installationDate } : {}) };
}
