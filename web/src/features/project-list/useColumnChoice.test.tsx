import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUser } from '../../stores/user';
import { chosenColumns, useColumnChoice } from './useColumnChoice';
import { mountRoot } from '../../test/mountRoot';

const OPTIONAL = ['company', 'stage', 'fund', 'score'] as const;
const DEFAULTS = ['company', 'stage'] as const;

describe('chosenColumns', () => {
  it('gives the defaults when nothing (or nothing readable) is stored', () => {
    expect(chosenColumns(undefined, OPTIONAL, DEFAULTS)).toEqual(['company', 'stage']);
    expect(chosenColumns('company', OPTIONAL, DEFAULTS)).toEqual(['company', 'stage']);
  });

  it("keeps the table's order and drops columns the table no longer has", () => {
    expect(chosenColumns(['score', 'gone', 'company'], OPTIONAL, DEFAULTS)).toEqual(['company', 'score']);
    expect(chosenColumns([], OPTIONAL, DEFAULTS)).toEqual([]);
  });
});

let choice: ReturnType<typeof useColumnChoice>;

function Probe() {
  choice = useColumnChoice('test.columns', OPTIONAL, DEFAULTS);
  return null;
}
const signInAs = (userId: string) =>
  act(() => useUser.setState({ userInfo: { userId } as NonNullable<ReturnType<typeof useUser.getState>['userInfo']> }));
const mount = () => act(() => mounted.root.render(<Probe key={Math.random()} />));

beforeEach(() => {
  localStorage.clear();
});

const mounted = mountRoot();

describe('useColumnChoice', () => {
  it("keeps each user's choice across visits, and goes back to the defaults on reset", () => {
    signInAs('1');
    mount();
    expect(choice.shown).toEqual(['company', 'stage']);
    act(() => choice.choose(['fund', 'company']));
    expect(choice.shown).toEqual(['company', 'fund']);

    signInAs('2');
    mount();
    expect(choice.shown).toEqual(['company', 'stage']);

    signInAs('1');
    mount();
    expect(choice.shown).toEqual(['company', 'fund']);
    act(() => choice.reset());
    expect(choice.shown).toEqual(['company', 'stage']);
    mount();
    expect(choice.shown).toEqual(['company', 'stage']);
  });
});
