import {createToastStore, TOAST_DURATION_MS} from '../toastStore';

function fakeTimers() {
  let time = 0;
  const timers = new Map<number, {at: number; run: () => void}>();
  let nextId = 1;
  return {
    schedule: (run: () => void, ms: number) => {
      timers.set(nextId, {at: time + ms, run});
      return nextId++;
    },
    cancel: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      time += ms;
      for (const [id, timer] of [...timers]) if (timer.at <= time) (timers.delete(id), timer.run());
    },
  };
}

describe('createToastStore', () => {
  it('shows a toast, then hides it after 3000 ms', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.show('复制成功', 'success');
    expect(store.getSnapshot()).toMatchObject({text: '复制成功', kind: 'success'});
    timers.advance(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).not.toBeNull();
    timers.advance(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('replaces the first toast with a second, which gets its own full duration', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.show('复制成功', 'success');
    timers.advance(2000);
    store.show('复制失败', 'error');
    timers.advance(2000);
    expect(store.getSnapshot()).toMatchObject({text: '复制失败', kind: 'error'});
    timers.advance(1000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('tells subscribers about every change', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('a', 'success');
    timers.advance(TOAST_DURATION_MS);
    unsubscribe();
    store.show('b', 'success');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
