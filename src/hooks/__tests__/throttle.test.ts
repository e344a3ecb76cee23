import {throttle} from '../throttle';

describe('throttle', () => {
  function clock() {
    let time = 0;
    const timers: {at: number; run: () => void}[] = [];
    return {
      now: () => time,
      schedule: (run: () => void, ms: number) => timers.push({at: time + ms, run}),
      advance(ms: number) {
        time += ms;
        for (const timer of timers.splice(0).filter((t) => t.at <= time)) timer.run();
      },
    };
  }

  it('runs at once, then at most once per window with the latest arguments', () => {
    const c = clock();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 100, c.now, c.schedule);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    c.advance(100);
    expect(calls).toEqual([1, 3]);
    c.advance(50);
    throttled(4);
    expect(calls).toEqual([1, 3]);
    c.advance(50);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('runs again at once after a quiet window', () => {
    const c = clock();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 300, c.now, c.schedule);
    throttled(1);
    c.advance(400);
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });
});
