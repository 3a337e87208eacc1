import { isGenericTagRegion, regionById } from '@club/contract';
import { AppError } from '../../lib/app-error';
import type { ProjectsRepository } from '../projects/projects.repository';

export interface ScanRegion {
  id: number;
  /** spec 02 §5: in generic-tag regions a serial may consist of part 1 only. */
  part2Optional: boolean;
}

/** The caller's region decides the points and whether part 2 of the serial may be left out. */
export async function scanRegionOf(projects: ProjectsRepository, companyId: number): Promise<ScanRegion> {
  const context = await projects.findCompanyContext(companyId);
  if (!context) throw AppError.notFound();
  return {
    id: context.regionId,
    // A region without a config row keeps the contract's default (decision 020).
    part2Optional: context.part2Optional ?? isGenericTagRegion(regionById(context.regionId)?.code ?? ''),
  };
}
