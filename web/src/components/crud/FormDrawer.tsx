import type { ReactNode } from 'react';
import { Button, Drawer, Form, Spin, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../stores/common';
import { StartFromInitialValues } from './StartFromInitialValues';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit';
import styles from './crud.module.css';

type Props<V> = FormSubmitOptions<V> & {
  title: ReactNode;
  /** The form's values when it opens (the drawer mounts a fresh form each time it opens). */
  initialValues?: Partial<V>;
  /** The record is still loading: the form waits behind a spinner. */
  loading?: boolean;
  /** Read-only: no save button. */
  readOnly?: boolean;
  width?: number;
  layout?: FormProps['layout'];
  submitText?: string;
  testId?: string;
  children: ReactNode;
  extra?: ReactNode;
};

/**
 * Create and edit in a drawer: validates the fields, shows the save in progress, closes on
 * success. A server refusal is toasted by lib/http, and shown under the field it names.
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
  width = 520,
  layout = 'vertical',
  submitText,
  successText,
  testId = 'form-drawer',
  children,
  extra,
}: Props<V>) {
  const { t } = useTranslation();
  const phone = useCommon((s) => s.screen === 0);
  const { form, saving, opening, submit } = useFormSubmit({
    open,
    onClose,
    onSubmit,
    form: given,
    successText,
  });

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
            // Named, so its fields' ids differ from the page's search form (issue 14: labels focused the wrong field).
            name={testId}
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
