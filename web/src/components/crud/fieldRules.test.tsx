import { act } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { mountInConsole } from '../../test/mountInConsole';
import { useFieldRules } from './fieldRules';

type Values = { name?: string; kind?: string };

const screen = mountInConsole();

/** A form with a required, at most 4 long name and a chosen kind; its errors after a validation of `values`. */
async function errorsFor(values: Values) {
  let form!: FormInstance<Values>;
  function Probe() {
    const { required, chosen, max } = useFieldRules();
    [form] = Form.useForm<Values>();
    return (
      <Form form={form}>
        <Form.Item name="name" rules={[required('名称'), max(4)]}>
          <Input />
        </Form.Item>
        <Form.Item name="kind" rules={[chosen('类型')]}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  await screen.render(<Probe />);
  act(() => form.setFieldsValue(values));
  await act(async () => form.validateFields().catch(() => undefined));
  return { name: form.getFieldError('name'), kind: form.getFieldError('kind') };
}

describe('useFieldRules', () => {
  it('asks for a name that is missing or only spaces, and for a kind not chosen', async () => {
    expect(await errorsFor({})).toEqual({ name: ['请输入名称'], kind: ['请选择类型'] });
    expect((await errorsFor({ name: '   ', kind: 'a' })).name).toEqual(['请输入名称']);
  });

  it('refuses a name longer than its limit, and accepts one within it', async () => {
    expect(await errorsFor({ name: '投资项目管', kind: 'a' })).toEqual({ name: ['不能超过 4 个字符'], kind: [] });
    expect(await errorsFor({ name: '投资项目', kind: 'a' })).toEqual({ name: [], kind: [] });
  });
});
