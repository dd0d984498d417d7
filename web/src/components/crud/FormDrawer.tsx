import { useState, type ReactNode } from 'react';
import { App, Button, Drawer, Form, Spin, type FormInstance, type FormProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http';
import { useCommon } from '../../stores/common';
import { StartFromInitialValues } from './StartFromInitialValues';
import styles from './crud.module.css';

type Props<V> = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Saves the values; the drawer closes (and says "saved") when it resolves. */
  onSubmit: (values: V) => Promise<unknown>;
  /** The form's values when it opens (the drawer mounts a fresh form each time it opens). */
  initialValues?: Partial<V>;
  /** To read or set fields from outside (Form.useWatch, setFieldsValue); one is made otherwise. */
  form?: FormInstance<V>;
  /** The record is still loading: the form waits behind a spinner. */
  loading?: boolean;
  /** Read-only: no save button. */
  readOnly?: boolean;
  /** Which field a server refusal belongs to (a duplicate key, say), to show it under that field too. */
  errorField?: (error: HttpError) => NamePath | undefined;
  width?: number;
  layout?: FormProps['layout'];
  submitText?: string;
  successText?: string;
  testId?: string;
  children: ReactNode;
  extra?: ReactNode;
};

/**
 * Create and edit in a drawer: validates the fields, shows the save in progress, closes on
 * success. A server refusal is toasted by lib/http; `errorField` also puts it under its field.
 */
export function FormDrawer<V extends object>({
  open,
  title,
  onClose,
  onSubmit,
  initialValues,
  form: given,
  loading,
  readOnly,
  errorField,
  width = 520,
  layout = 'vertical',
  submitText,
  successText,
  testId = 'form-drawer',
  children,
  extra,
}: Props<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const phone = useCommon((s) => s.screen === 0);
  const [saving, setSaving] = useState(false);
  // Counts openings, so each one starts from its own initial values.
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
      void message.success(successText ?? t('crud.saved'));
      onClose();
    } catch (err) {
      const field = err instanceof HttpError ? errorField?.(err) : undefined;
      if (field !== undefined && err instanceof HttpError) form.setFields([{ name: field, errors: [err.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={saving ? undefined : onClose}
      size={phone ? '100%' : width}
      destroyOnHidden
      extra={extra}
      data-testid={testId}
      footer={
        <div className={styles.drawerFooter}>
          <Button onClick={onClose} disabled={saving} data-testid={`${testId}-cancel`}>
            {readOnly ? t('crud.close') : t('crud.cancel')}
          </Button>
          {!readOnly && (
            <Button
              type="primary"
              loading={saving}
              disabled={loading}
              onClick={() => void submit()}
              data-testid={`${testId}-submit`}
            >
              {submitText ?? t('crud.submit')}
            </Button>
          )}
        </div>
      }
    >
      <Spin spinning={Boolean(loading)}>
        {!loading && (
          <Form<V>
            form={form}
            layout={layout}
            initialValues={initialValues}
            clearOnDestroy
            disabled={readOnly}
            onFinish={() => void submit()}
            data-testid={`${testId}-form`}
          >
            <StartFromInitialValues form={form} opening={opening} />
            {children}
            {/* Enter in a text field submits. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        )}
      </Spin>
    </Drawer>
  );
}
