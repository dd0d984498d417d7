import { useEffect, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@invest/contract/auth';
import type { ProfileUpdate } from '@invest/contract/user';
import { EMAIL, phoneProblem } from '@invest/contract/validation';
import { showRefusal } from '../../../components/crud/useFormSubmit';
import { setStore } from '../../../lib/storage';
import { useUser } from '../../../stores/user';
import { updateInfo } from '../api';
import { AvatarUpload } from './AvatarUpload';
import styles from './info.module.css';
import { orEmpty } from '../../../lib/empty';

type Values = { name: string; realName: string; email: string; phone: string; avatar: string };

const valuesOf = (u: UserInfo | null): Values => ({
  name: u?.nickName || u?.name || '',
  realName: u?.realName ?? '',
  email: u?.email ?? '',
  phone: u?.phone ?? '',
  avatar: u?.avatar ?? '',
});

/** The header and every other reader of the store show the saved profile at once. */
function publish(info: UserInfo): void {
  setStore({ name: 'userInfo', content: info });
  useUser.setState({ userInfo: info, roles: info.roles });
}

/** Nick name, real name, e-mail, mobile (spec §5 rules) and avatar; saved with update-info. */
export function ProfileForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userInfo = useUser((s) => s.userInfo);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const avatar = Form.useWatch('avatar', form);

  // The user info arrives (or changes in another tab) while nothing was typed: show it.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue(valuesOf(userInfo));
  }, [userInfo, form]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const profile: ProfileUpdate = {
        name: values.name.trim(),
        realName: values.realName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        avatar: values.avatar,
      };
      const info = await updateInfo(profile);
      publish(info);
      form.resetFields();
      form.setFieldsValue(valuesOf(info));
      void message.success(t('info.saved'));
    } catch (err) {
      showRefusal(form, err, (text) => void message.error(text), t('http.unknownError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.layout}>
      <Form<Values>
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={valuesOf(userInfo)}
        onFinish={(v) => void save(v)}
        data-testid="profile-form"
      >
        <Form.Item label={t('info.account')}>
          <span className={styles.readonly}>{orEmpty(userInfo?.account)}</span>
        </Form.Item>
        <Form.Item
          name="name"
          label={t('info.nickName')}
          rules={[
            { required: true, whitespace: true, message: t('info.nickNameRequired') },
            { max: 64, message: t('info.tooLong', { max: 64 }) },
          ]}
        >
          <Input maxLength={64} showCount data-testid="profile-name" />
        </Form.Item>
        <Form.Item
          name="realName"
          label={t('info.realName')}
          rules={[{ max: 64, message: t('info.tooLong', { max: 64 }) }]}
        >
          <Input maxLength={64} data-testid="profile-realname" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('info.email')}
          rules={[
            { pattern: EMAIL, message: t('info.emailFormat') },
            { max: 128, message: t('info.tooLong', { max: 128 }) },
          ]}
        >
          <Input maxLength={128} inputMode="email" data-testid="profile-email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('info.phone')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = phoneProblem(value);
                if (problem) throw new Error(t(`info.${problem}`));
              },
            },
          ]}
        >
          <Input maxLength={20} inputMode="tel" data-testid="profile-phone" />
        </Form.Item>
        <Form.Item name="avatar" hidden>
          <Input />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
            {t('info.save')}
          </Button>
        </Form.Item>
      </Form>
      <AvatarUpload value={avatar} onChange={(link) => form.setFieldsValue({ avatar: link })} />
    </div>
  );
}
