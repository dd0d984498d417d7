import { z } from 'zod';
import { projectBrief } from './project.js';

const listed = z.object({ count: z.number().int(), items: z.array(projectBrief) });

export const dashboardSummary = z.object({
  reserve: listed,
  inProgress: listed,
  invested: listed,
  key: listed,
  /** Approvals waiting for me. */
  todoCount: z.number().int(),
  meetings: z.array(z.object({ id: z.string(), title: z.string(), startTime: z.string(), place: z.string() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardCharts = z.object({
  funnel: z.array(z.object({ stage: z.number().int(), count: z.number().int() })),
  /** Invested amounts per fund, in ten thousands of the fund's currency. */
  byFund: z.array(
    z.object({
      fundId: z.string(),
      fundName: z.string(),
      currency: z.string(),
      amount: z.number(),
      count: z.number().int(),
    }),
  ),
  /**
   * Projects and amounts (invested, or else planned) per industry and currency, in ten thousands:
   * invested amounts are in the fund's currency, planned ones in yuan (`CNY`).
   */
  byIndustry: z.array(
    z.object({ industry: z.string(), currency: z.string(), count: z.number().int(), amount: z.number() }),
  ),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
