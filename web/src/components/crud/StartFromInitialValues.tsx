import { useEffect } from 'react';
import type { FormInstance } from 'antd';

/**
 * Put inside a `<Form clearOnDestroy>` of a drawer or modal, with `opening` counting its
 * openings. A form instance outlives the drawer's content; a drawer opened again before its
 * closing animation ended keeps its content (and the last values), and a fresh content merges
 * the store over the new `initialValues`. Each opening therefore starts from its own initial
 * values. (An effect, not a layout effect: the fields must have registered to be told.)
 */
export function StartFromInitialValues<V>({ form, opening }: { form: FormInstance<V>; opening: number | string }) {
  useEffect(() => {
    form.resetFields();
  }, [form, opening]);
  return null;
}
