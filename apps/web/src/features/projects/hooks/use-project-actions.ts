import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project, ProjectSurveyResult, ProjectSurveySubmit } from '@club/contract';
import { translateError } from '@/lib/error-message';
import { useSettings } from '@/lib/settings';
import { useDeleteProduct, useDeleteProject, useSubmitProjectSurvey } from '../api/projects';
import { activeProject, projectLabel } from '../model/active-project';

/**
 * What /projects/{uuid} can do with a project: add a product (it becomes the active project), remove a
 * product, delete the project, send the survey. A failure of any is kept as one translated message.
 */
export function useProjectActions(project: Project) {
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { addProductLink } = useSettings();
  const removeProduct = useDeleteProduct();
  const removeProject = useDeleteProject();
  const survey = useSubmitProjectSurvey(project.uuid);
  const [result, setResult] = useState<ProjectSurveyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(translateError(tErrors, err));
    }
  };

  return {
    failure,
    result,
    closeResult: () => setResult(null),
    isRemovingProduct: removeProduct.isPending,
    isDeletingProject: removeProject.isPending,
    isSendingSurvey: survey.isPending,
    addProduct: () => {
      activeProject.set({ uuid: project.uuid, label: projectLabel(project) });
      void navigate(addProductLink);
    },
    removeProduct: (productUuid: string) => void run(() => removeProduct.mutateAsync(productUuid)),
    deleteProject: () =>
      void run(async () => {
        await removeProject.mutateAsync(project.uuid);
        activeProject.clear(project.uuid);
        void navigate('/projects');
      }),
    submitSurvey: (answers: ProjectSurveySubmit) =>
      void run(async () => {
        const answer = await survey.mutateAsync(answers);
        // spec 02 §4: the survey ends the project's turn as the active one
        activeProject.clear(project.uuid);
        setResult(answer);
      }),
  };
}
