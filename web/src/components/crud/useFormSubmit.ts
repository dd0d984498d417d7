import { useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/httpError';

export type FormSubmitOptions<V> = {
  open: boolean;
  onClose: () => void;
  /** Saves the values; the form closes (and says so) when it resolves. */
  onSubmit: (values: V) => Promise<unknown>;
  /** To read or set fields from outside (Form.useWatch, setFieldsValue); one is made otherwise. */
  form?: FormInstance<V>;
  /** Said on success ("saved" by default); `null` when onSubmit says it itself. */
  successText?: string | null;
};

/** The form field a server refusal names (its `field`), as antd's name path. */
export const refusedField = (error: unknown): NamePath | undefined =>
  error instanceof HttpError && error.field
    ? error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
    : undefined;

/**
 * A silent call's refusal, shown where the user looks: under the field it names, else as a
 * message (`unknownText` for a failure that is not the server's answer).
 */
export function showRefusal<V>(
  form: FormInstance<V>,
  error: unknown,
  showMessage: (text: string) => void,
  unknownText: string,
): void {
  const text = error instanceof HttpError ? error.message : unknownText;
  const field = refusedField(error);
  if (field) form.setFields([{ name: field, errors: [text] }]);
  else showMessage(text);
}

/**
 * The save of a form in a drawer or a dialog: validates the fields, shows the save in progress,
 * closes on success. A server refusal has been toasted by lib/http and leaves the form open;
 * one about a field (a duplicate key, say) also shows under that field. `opening` counts openings, so each one starts from
 * its own initial values (StartFromInitialValues).
 */
export function useFormSubmit<V>({ open, onClose, onSubmit, form: given, successText }: FormSubmitOptions<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields say what is wrong.
    }
    setSaving(true);
    try {
      await onSubmit(values);
      if (successText !== null) void message.success(successText ?? t('crud.saved'));
      onClose();
    } catch (err) {
      const field = refusedField(err);
      if (field && err instanceof HttpError) form.setFields([{ name: field, errors: [err.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, opening, submit };
}
