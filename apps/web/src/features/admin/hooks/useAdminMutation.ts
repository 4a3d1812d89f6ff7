/**
 * Success/error handling shared by the admin mutations: a green toast on success, a red toast with
 * the server's message on error, then cache invalidation. Pass the result to a tRPC `useMutation`.
 */
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpcFieldErrors } from "../../../trpc";
import { toastError } from "../lib";

export interface AdminMutationOptions<TData> {
  /** Title and (optional) message of the green toast shown on success. */
  success: (data: TData) => readonly [title: string, message?: string];
  /** Title of the red toast shown on error (the server's message goes under it). */
  errorTitle: string;
  /** Shown under `errorTitle` instead of the server's message. */
  errorMessage?: string;
  /** Runs after the success toast, before `invalidate`. */
  onSuccess?: (data: TData) => void;
  /** Runs before the error toast. */
  onError?: (error: unknown) => void;
  /** Invalidates the caches the mutation changed; runs last on success. */
  invalidate?: (data: TData) => unknown;
}

/** `onSuccess`/`onError` options for a tRPC mutation: toast, extra handling, invalidation. */
export function useAdminMutation<TData>({
  success,
  errorTitle,
  errorMessage,
  onSuccess,
  onError,
  invalidate,
}: AdminMutationOptions<TData>) {
  return {
    onSuccess: (data: TData) => {
      const [title, message] = success(data);
      notifySuccess(title, message);
      onSuccess?.(data);
      void invalidate?.(data);
    },
    onError: (error: unknown) => {
      onError?.(error);
      if (errorMessage === undefined) toastError(errorTitle, error);
      else notifyError(errorTitle, errorMessage);
    },
  };
}

/** A form whose fields can show the server's validation errors. */
interface FieldErrorsForm {
  setErrors: (errors: ReturnType<typeof trpcFieldErrors>) => void;
}

/** `useAdminMutation` for a create/edit form: the server's field errors go onto `form` before the error toast. */
export function useFormMutation<TData>(
  form: FieldErrorsForm,
  options: Omit<AdminMutationOptions<TData>, "onError">,
) {
  return useAdminMutation({ ...options, onError: (error) => form.setErrors(trpcFieldErrors(error)) });
}
