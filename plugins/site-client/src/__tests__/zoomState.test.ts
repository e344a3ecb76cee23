import {decodeDataUrl, INITIAL_ZOOM, zoomContainer, zoomTransition, type ZoomEvent, type ZoomModel} from '../zoomState';

function run(events: ZoomEvent[], model: ZoomModel = INITIAL_ZOOM) {
  const effects: (string | null)[] = [];
  for (const event of events) {
    const next = zoomTransition(model, event);
    model = next.model;
    effects.push(next.effect);
  }
  return {state: model.state, reopenBlocked: model.reopenBlocked, effects};
  // swallowClick is covered through the effects it produces.
}

describe('zoomTransition', () => {
  it('opens on a click and closes on another', () => {
    expect(run(['click', 'click'])).toEqual({state: 'closed', reopenBlocked: true, effects: ['open', 'close']});
  });

  it.each(['escape', 'scroll', 'resize', 'backdrop-click'] as const)('closes an open zoom on %s', (event) => {
    expect(run(['click', event]).state).toBe('closed');
  });

  it('grabs when a press is held; the release returns to open and its click does not close', () => {
    expect(run(['click', 'press-held', 'release', 'click'])).toEqual({state: 'open', reopenBlocked: false, effects: ['open', 'start-grab', 'end-grab', 'ignore']});
    expect(run(['click', 'press-held', 'release', 'click', 'click']).effects.at(-1)).toBe('close');
  });

  it('opens the original in a new window on a meta or control click, without zooming', () => {
    expect(run(['modified-click'])).toEqual({state: 'closed', reopenBlocked: false, effects: ['open-original']});
  });

  it('a short press (release without hold) changes nothing; the click then closes', () => {
    expect(run(['click', 'release', 'click']).effects).toEqual(['open', null, 'close']);
  });

  it.each(['escape', 'scroll', 'resize'] as const)('closes a grabbed zoom on %s', (event) => {
    expect(run(['click', 'press-held', event]).state).toBe('closed');
  });

  it('ignores clicks until reopening is ready again', () => {
    expect(run(['click', 'click', 'click']).effects).toEqual(['open', 'close', 'ignore']);
    expect(run(['click', 'click', 'reopen-ready', 'click'])).toMatchObject({state: 'open', effects: ['open', 'close', null, 'open']});
  });

  it('ignores events that do not apply to a closed zoom', () => {
    expect(run(['escape', 'release', 'press-held', 'scroll'])).toEqual({state: 'closed', reopenBlocked: false, effects: [null, null, null, null]});
  });
});

describe('zoomContainer', () => {
  it('insets 5% on each side, so the image fills 0.9 of the viewport', () => {
    expect(zoomContainer(1280, 800)).toEqual({left: 64, right: 64, top: 40, bottom: 40});
  });
});

describe('decodeDataUrl', () => {
  it('decodes base64 and percent-encoded data URLs', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(decodeDataUrl(`data:image/svg+xml;base64,${btoa(svg)}`)).toEqual({type: 'image/svg+xml', bytes: new TextEncoder().encode(svg)});
    expect(decodeDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toEqual({type: 'image/svg+xml', bytes: new TextEncoder().encode(svg)});
  });

  it('is null for other addresses', () => {
    expect(decodeDataUrl('/assets/images/diagram.svg')).toBeNull();
  });
});
