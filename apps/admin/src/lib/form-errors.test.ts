import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it("puts a 422's field messages on the form's fields and reports whether any landed", () => {
    const { result } = renderHook(() => useForm({ defaultValues: { email: '', role: '' } }));
    const error = toApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['Already an operator.'], unknown: ['Not on this form.'] },
    });
    expect(applyServerErrors(result.current, error, ['email', 'role'])).toBe(true);
    expect(result.current.getFieldState('email').error?.message).toBe('Already an operator.');
    expect(result.current.getFieldState('role').error).toBeUndefined();
  });

  it('leaves the form alone when no message names one of its fields', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { email: '' } }));
    expect(applyServerErrors(result.current, toApiError(409, { message: 'Taken.' }), ['email'])).toBe(false);
    expect(applyServerErrors(result.current, new Error('x'), ['email'])).toBe(false);
  });
});
