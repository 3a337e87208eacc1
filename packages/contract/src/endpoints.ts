import type { Endpoint } from './http/endpoint';
import { getHealth } from './system/system.endpoints';
import { searchAddress } from './address/address.endpoints';
import { getPrivateConfig, getPublicConfig } from './config/config.endpoints';
import { login, logout, refreshSession, verifyLogin } from './auth/auth.endpoints';
import { confirmEmailChange, getSelf, updateSelf } from './users/users.endpoints';
import { registerCompany, validateRegistration } from './registration/registration.endpoints';
import {
  confirmEmailVerification,
  getCompany,
  startEmailVerification,
  updateCompany,
} from './company/company.endpoints';
import { getCompanyPoints, listPointsHistory } from './points/points.endpoints';
import { listTierHistory, listTiers } from './tiers/tiers.endpoints';
import { getContent, listContent } from './content/content.endpoints';
import { createSurvey, deleteSurvey, listSurveys, updateSurvey } from './surveys/surveys.endpoints';
import {
  confirmScans,
  deleteScan,
  getScanConfirmation,
  getScanImage,
  saveScan,
  saveScansBulk,
  uploadScanImage,
} from './scans/scans.endpoints';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  submitProjectSurvey,
  updateProject,
} from './projects/projects.endpoints';
import { listNotifications, markNotification } from './notifications/notifications.endpoints';
import { downloadCertificate, listCertificates } from './certificates/certificates.endpoints';
import {
  decideProjectReview,
  getOperatorScanImage,
  getProjectReview,
  listProjectsInReview,
} from './operators/project-review.endpoints';
import {
  getAuditFacets,
  getMaintenance,
  getOperatorSelf,
  inviteOperator,
  listAuditLog,
  listOperators,
  operatorLogin,
  operatorLogout,
  operatorRefreshSession,
  operatorVerifyLogin,
  setMaintenance,
  updateOperator,
} from './operators/operators.endpoints';
import {
  createEmulationTicket,
  exchangeEmulationTicket,
  listOperatorUsers,
} from './emulation/emulation.endpoints';
import {
  createAdminContent,
  getAdminContent,
  getContentImage,
  listAdminContent,
  setAdminContentVisibility,
  updateAdminContent,
  uploadContentImage,
} from './content/content-admin.endpoints';
import { listAdminSurveys, updateAdminSurvey } from './surveys/surveys-admin.endpoints';
import {
  adjustOperatorCompanyPoints,
  getOperatorCompany,
  listOperatorCompanyLedger,
  listOperatorCompanyProjects,
  searchOperatorCompanies,
  setOperatorCompanyStatus,
  setOperatorUserRole,
  setOperatorUserStatus,
  updateOperatorCompany,
  updateOperatorUser,
} from './operators/companies.endpoints';
import {
  applyCatalogueImport,
  createCatalogueSize,
  createCatalogueTagPhotoRule,
  createCatalogueType,
  createCatalogueVariant,
  deleteCatalogueTagPhotoRule,
  dryRunCatalogueImport,
  getCatalogueLists,
  getCatalogueType,
  listCatalogueTypes,
  updateCatalogueSize,
  updateCatalogueType,
  updateCatalogueVariant,
} from './operators/catalogue.endpoints';
import {
  listRegionConfigChanges,
  listRegionConfigs,
  updateRegionConfig,
} from './operators/region-config.endpoints';
import {
  createSupportConversation,
  createSupportMessage,
  getSupportConversation,
  listSupportConversations,
  listSupportMessages,
} from './support/support.endpoints';
import {
  getAdminSupportConversation,
  listAdminSupportConversations,
  replyAdminSupportConversation,
  setAdminSupportConversationStatus,
} from './operators/support-admin.endpoints';

/**
 * Every endpoint of the contract by name, so that the server can register them all and a test can check
 * that each one declares its access policy. Later areas add theirs here.
 */
export const ENDPOINTS = {
  getHealth,
  getPublicConfig,
  getPrivateConfig,
  login,
  verifyLogin,
  refreshSession,
  logout,
  getSelf,
  updateSelf,
  confirmEmailChange,
  registerCompany,
  validateRegistration,
  searchAddress,
  getCompany,
  updateCompany,
  startEmailVerification,
  confirmEmailVerification,
  getCompanyPoints,
  listPointsHistory,
  listTiers,
  listTierHistory,
  listContent,
  getContent,
  listSurveys,
  createSurvey,
  updateSurvey,
  deleteSurvey,
  saveScan,
  saveScansBulk,
  deleteScan,
  uploadScanImage,
  getScanImage,
  listNotifications,
  markNotification,
  listCertificates,
  downloadCertificate,
  listProjectsInReview,
  decideProjectReview,
  getProjectReview,
  getOperatorScanImage,
  listProjects,
  getProject,
  createProject,
  updateProject,
  deleteProject,
  submitProjectSurvey,
  getScanConfirmation,
  confirmScans,
  operatorLogin,
  operatorVerifyLogin,
  operatorRefreshSession,
  operatorLogout,
  setMaintenance,
  getOperatorSelf,
  listOperators,
  inviteOperator,
  updateOperator,
  listAuditLog,
  getAuditFacets,
  getMaintenance,
  createEmulationTicket,
  listOperatorUsers,
  exchangeEmulationTicket,
  listAdminContent,
  getAdminContent,
  createAdminContent,
  updateAdminContent,
  setAdminContentVisibility,
  uploadContentImage,
  getContentImage,
  listAdminSurveys,
  updateAdminSurvey,
  searchOperatorCompanies,
  getOperatorCompany,
  listOperatorCompanyLedger,
  listOperatorCompanyProjects,
  updateOperatorCompany,
  setOperatorCompanyStatus,
  adjustOperatorCompanyPoints,
  updateOperatorUser,
  setOperatorUserStatus,
  setOperatorUserRole,
  listCatalogueTypes,
  getCatalogueType,
  createCatalogueType,
  updateCatalogueType,
  getCatalogueLists,
  createCatalogueVariant,
  updateCatalogueVariant,
  createCatalogueSize,
  updateCatalogueSize,
  createCatalogueTagPhotoRule,
  deleteCatalogueTagPhotoRule,
  dryRunCatalogueImport,
  applyCatalogueImport,
  listRegionConfigs,
  updateRegionConfig,
  listRegionConfigChanges,
  listSupportConversations,
  createSupportConversation,
  getSupportConversation,
  listSupportMessages,
  createSupportMessage,
  listAdminSupportConversations,
  getAdminSupportConversation,
  replyAdminSupportConversation,
  setAdminSupportConversationStatus,
} as const satisfies Record<string, Endpoint>;
export type EndpointName = keyof typeof ENDPOINTS;
