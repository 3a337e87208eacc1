import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema } from '../common/common.schemas';
import {
  CreateProjectSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectSurveyResultSchema,
  ProjectSurveySubmitSchema,
  UpdateProjectSchema,
} from './projects.schemas';

/** Every project call reads or writes the caller's company only; another company's project is 404. */
export const listProjects = defineEndpoint({
  method: 'GET',
  path: '/v1/projects',
  access: 'user',
  summary: "The company's projects, most recently changed first",
  query: ProjectListQuerySchema,
  response: { 200: ProjectListSchema },
});

export const getProject = defineEndpoint({
  method: 'GET',
  path: '/v1/projects/:id',
  access: 'user',
  summary: 'One project with its products, survey answers and lead',
  params: UuidParamsSchema,
  response: { 200: ProjectSchema, 404: ErrorSchema },
});

export const createProject = defineEndpoint({
  method: 'POST',
  path: '/v1/projects',
  access: 'user',
  summary: 'Creates a project (in progress, or scheduled with an installation date)',
  body: CreateProjectSchema,
  response: { 201: ProjectSchema },
});

export const updateProject = defineEndpoint({
  method: 'PATCH',
  path: '/v1/projects/:id',
  access: 'user',
  summary: "A scheduled project's name, installation date or start; 409 once it is no longer scheduled",
  params: UuidParamsSchema,
  body: UpdateProjectSchema,
  response: {
    200: ProjectSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  },
});

/** spec 02 §4: only a project with no products and no lead; otherwise 409. */
export const deleteProject = defineEndpoint({
  method: 'DELETE',
  path: '/v1/projects/:id',
  access: 'user',
  summary: 'Deletes an empty project',
  params: UuidParamsSchema,
  response: {
    200: OkSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  },
});

/**
 * spec 02 §4, ARCHITECTURE §5: the survey closes the project and credits its points in the same
 * transaction, or sends it to review when a product needs checking. Only an in-progress project with
 * products; otherwise 409.
 */
export const submitProjectSurvey = defineEndpoint({
  method: 'POST',
  path: '/v1/projects/:id/survey',
  access: 'user',
  summary: 'Answers the project survey: closes the project with its points, or sends it to review',
  params: UuidParamsSchema,
  body: ProjectSurveySubmitSchema,
  response: {
    200: ProjectSurveyResultSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  },
});
