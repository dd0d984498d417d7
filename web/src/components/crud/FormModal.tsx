import type { ReactNode } from 'react';
import { Form, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { StartFromInitialValues } from './StartFromInitialValues';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit';

type Props<V> = FormSubmitOptions<V> & {
  title: ReactNode;
  initialValues?: Partial<V>;
  okText?: string;
  /** The OK button in red (a rejection, say). */
  okDanger?: boolean;
  width?: number;
  /** The dialog's test id; its OK button is `${testId}-ok`. */
  testId: string;
  children: ReactNode;
};

/**
 * A short form in a dialog (FormDrawer's small sibling): validates, shows the save in progress,
 * closes on success; each opening starts from its own initial values. A server refusal has been
 * toasted by lib/http and leaves the dialog open.
 */
export function FormModal<V extends object>({
  open,
  title,
  onClose,
  onSubmit,
  initialValues,
  form: given,
  successText,
  okText,
  okDanger,
  width,
  testId,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  const { form, saving, opening, submit } = useFormSubmit({ open, onClose, onSubmit, form: given, successText });

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={saving ? undefined : onClose}
      onOk={() => void submit()}
      okText={okText ?? t('crud.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ danger: okDanger, 'data-testid': `${testId}-ok` } as ButtonProps}
      modalRender={(node) => <div data-testid={testId}>{node}</div>}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        clearOnDestroy
        onFinish={() => void submit()}
      >
        <StartFromInitialValues form={form} opening={opening} />
        {children}
      </Form>
    </Modal>
  );
}
