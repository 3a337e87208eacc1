import { useMutation } from '@tanstack/react-query';
import { registerCompany, type RegisterCompanyBody } from '@club/contract';
import { call } from '@/lib/api-client';

/** spec 01 §7: POST /v2/company/register; 201 carries the welcome points the success screen shows. */
export function postRegistration(body: RegisterCompanyBody) {
  return call(registerCompany, { body });
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: postRegistration });
}
