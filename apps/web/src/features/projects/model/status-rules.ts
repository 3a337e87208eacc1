import {
  PROJECT_STATUSES_ACCEPTING_PRODUCTS,
  PROJECT_STATUSES_ALLOWING_PRODUCT_DELETE,
  PROJECT_STATUSES_SHOWING_FLAGS,
  type ProjectStatus,
} from '@club/contract';

const isIn = (list: readonly ProjectStatus[], status: ProjectStatus) => list.includes(status);

/** spec 02 §4: what a project's status allows. */
export const acceptsProducts = (status: ProjectStatus) => isIn(PROJECT_STATUSES_ACCEPTING_PRODUCTS, status);
export const allowsProductDelete = (status: ProjectStatus) =>
  isIn(PROJECT_STATUSES_ALLOWING_PRODUCT_DELETE, status);
export const showsFlags = (status: ProjectStatus) => isIn(PROJECT_STATUSES_SHOWING_FLAGS, status);
