import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountRoot } from '../../../test/mountRoot';
import { BarChart } from './BarChart';
import type { ChartBar } from './barScale';

const screen = mountRoot();

const bars: ChartBar[] = [
  { label: '储备', value: 12, to: '/project/list?stage=0' },
  { label: '投后', value: 6, to: '/project/list?stage=5', note: '6 个项目' },
  { label: '<b>终止</b>', value: 3, to: '/project/list?stage=9', muted: true },
];

function ProjectList() {
  return <p data-testid="list">{useLocation().search}</p>;
}

function renderChart() {
  const router = createMemoryRouter([
    { path: '/', element: <BarChart bars={bars} format={(v) => `${v} 个`} label="阶段分布" testId="chart" /> },
    { path: '/project/list', element: <ProjectList /> },
  ]);
  act(() => screen.root.render(<RouterProvider router={router} />));
  return router;
}

const links = () => [...screen.host.querySelectorAll<HTMLAnchorElement>('[data-testid=chart] li a')];
const share = (link: HTMLElement) => Number(link.style.getPropertyValue('--share'));
const tip = () => screen.host.querySelector('[role=tooltip]');

describe('BarChart', () => {
  it('draws one bar per item, top to bottom, each with its name, its value and a link to its projects', () => {
    renderChart();
    expect(screen.host.querySelector('ul')?.getAttribute('aria-label')).toBe('阶段分布');
    expect(links().map((a) => a.getAttribute('href'))).toEqual(bars.map((b) => b.to));
    expect(links().map((a) => a.textContent)).toEqual(['储备12 个', '投后6 个', '<b>终止</b>3 个']);
    // A name typed by a user is text, never markup.
    expect(screen.host.querySelector('li b')).toBeNull();
    expect(links().map((a) => a.getAttribute('aria-label'))).toEqual([
      '储备, 12 个',
      '投后, 6 个, 6 个项目',
      '<b>终止</b>, 3 个',
    ]);
  });

  it('sizes the bars by value on one axis, and sets the terminated ones apart', () => {
    renderChart();
    const [first, second, third] = links().map(share);
    expect(first).toBe(1);
    expect(second).toBe(0.5);
    expect(third).toBe(0.25);
    expect(links().map((a) => a.hasAttribute('data-muted'))).toEqual([false, false, true]);
  });

  it('names a bar, its value and its note in a tooltip on hover and on keyboard focus', () => {
    renderChart();
    const [, second, third] = links();
    act(() => second!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(tip()?.textContent).toBe('投后6 个6 个项目');
    act(() => second!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    expect(tip()).toBeNull();
    act(() => third!.focus());
    expect(tip()?.textContent).toBe('<b>终止</b>3 个');
    act(() => third!.blur());
    expect(tip()).toBeNull();
  });

  it('opens the project list filtered to the bar clicked', () => {
    const router = renderChart();
    act(() => links()[1]!.click());
    expect(router.state.location.pathname).toBe('/project/list');
    expect(screen.host.querySelector('[data-testid=list]')?.textContent).toBe('?stage=5');
  });
});
