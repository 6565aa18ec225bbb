import { useCallback, useState } from "react";

/**
 * A form's browser-side check, downloaded when the visitor first reaches the form (focus, pointer) rather than with
 * the page: the schema library weighs more than the rest of a page's own code. Until it has loaded, `validate` is
 * undefined and Conform leaves the check to the server, which applies the same schema.
 */
export function useLazyValidation<Validate>(load: () => Promise<{ default: Validate }>) {
  const [validate, setValidate] = useState<{ run: Validate } | null>(null);
  const startLoading = useCallback(() => {
    if (validate) return;
    void load().then((module) => setValidate({ run: module.default }));
  }, [load, validate]);
  return { validate: validate?.run, startLoading };
}
