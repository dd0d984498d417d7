import { Rate, Space, Typography } from 'antd';

type Props = { value?: number; onChange?: (value: number) => void; testId?: string };

/** One criterion's score, 1–10, as ten stars with the number beside them. */
export function ScoreInput({ value, onChange, testId }: Props) {
  return (
    <Space size={12} data-testid={testId}>
      <Rate count={10} value={value ?? 0} onChange={onChange} />
      <Typography.Text strong style={{ minWidth: 24, display: 'inline-block' }}>
        {value ? value : '–'}
      </Typography.Text>
    </Space>
  );
}
