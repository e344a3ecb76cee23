import {excerpt, needlesIn} from '../engine/excerpt';
import {parseQuery} from '../engine/query';
import {hanPairs, indexTokens, nameKeys, wordTokens} from '../engine/tokenize';
import {parseSynonyms} from '../indexer/parseSynonyms';
import {fileQuery, fuse, pathQuery} from '../engine/suggest';

const tokens = (text: string) => {
  const all: string[] = [];
  indexTokens(text, (token) => all.push(token));
  return all;
};
const terms = (query: string, synonyms: string[][] = []) => parseQuery(query, synonyms).map((clause) => clause.alternatives.map((alternative) => alternative.terms.join('+')).join('|'));

describe('tokenizer', () => {
  it('cuts Han text into characters and overlapping pairs, the same for page and query', () => {
    expect(hanPairs('剪贴板')).toEqual(['剪贴', '贴板']);
    expect(hanPairs('图')).toEqual(['图']);
    expect(tokens('设置剪贴板')).toEqual(['设', '置', '设置', '剪', '置剪', '贴', '剪贴', '板', '贴板']);
  });

  it('keeps a dotted or hyphenated name whole beside its parts, and splits camelCase', () => {
    expect(wordTokens('uni.showModal')).toEqual(['uni.showmodal', 'uni', 'showmodal', 'show', 'modal']);
    expect(wordTokens('scroll-view')).toEqual(['scroll-view', 'scroll', 'view']);
    expect(tokens('ＡＰＩ的 navigateTo')).toEqual(['api', '的', 'navigateto', 'navigate', 'to']);
  });

  it('gives a name its forms without arguments and without uni.', () => {
    expect(nameKeys('uni.getSystemInfo(OBJECT)')).toEqual(['uni.getsysteminfo', 'getsysteminfo']);
    expect(nameKeys(' Scroll-View ')).toEqual(['scroll-view']);
    expect(nameKeys('uni.')).toEqual(['uni.']);
  });
});

describe('queries', () => {
  it('reads a synonym in a Han run as one clause of its group, the rest as pairs', () => {
    expect(terms('设置剪切板', [['剪贴板', '剪切板']])).toEqual(['设置', '剪贴+贴板|剪切+切板']);
  });

  it('matches a Latin synonym only as a whole word', () => {
    const groups = [['web', 'h5', '网页']];
    expect(terms('web 调试', groups)).toEqual(['web|h5|网页', '调试']);
    expect(terms('web-view', groups)).toEqual(['web-view|web+view']);
  });

  it('leaves out filler words unless nothing else is left', () => {
    expect(terms('怎么获取位置')).toEqual(['获取', '取位', '位置']);
    expect(terms('how to navigate')).toEqual(['navigate']);
    expect(terms('如何')).toEqual(['如何']);
  });

  it('lets a code name match through its parts, less strongly, and never through uni alone', () => {
    const [clause] = parseQuery('uni.getLocation', []);
    expect(clause!.alternatives).toEqual([{terms: ['uni.getlocation'], factor: 1}, {terms: ['getlocation'], factor: 0.6}]);
  });

  it('marks the code word at the end as possibly still being typed, unless a space follows', () => {
    expect(parseQuery('剪贴板 uni.setC', []).at(-1)!.typing).toBe('uni.setc');
    expect(parseQuery('uni.setC ', []).at(-1)!.typing).toBeUndefined();
    expect(parseQuery('how to', []).at(-1)!.typing).toBe('to');
    expect(parseQuery('剪贴板', []).at(-1)!.typing).toBeUndefined();
  });

  it('tells code words from plain ones', () => {
    expect(parseQuery('showModal scroll-view uni.request POST js', []).map((clause) => !!clause.code)).toEqual([true, true, true, false, false]);
    expect(parseQuery('uni-app x', [['uniapp', 'uni-app']]).map((clause) => !!clause.code)).toEqual([true, false]);
  });
});

describe('the synonym list', () => {
  it('reads one group per line, normalized, skipping comments and blank lines', () => {
    expect(parseSynonyms('s.txt', '# words\n\n振动 震动\nAndroid 安卓  # platform\n')).toEqual([['振动', '震动'], ['android', '安卓']]);
  });

  it.each([
    ['振动\n', 's.txt:1: a synonym group needs at least two words'],
    ['振动 震动\n\n震动 抖动\n', 's.txt:3: "震动" is already in the group on line 1'],
    ['uni统计 统计\n', 's.txt:1: "uni统计" is not one word'],
    ['a b,c\n', 's.txt:1: "b,c" is not one word'],
  ])('names file and line of a mistake: %j', (text, message) => {
    expect(() => parseSynonyms('s.txt', text)).toThrow(message);
  });
});

describe('excerpts', () => {
  const clauses = parseQuery('设置剪贴板', []);

  it('marks the longest stretches of the query that the text holds', () => {
    expect(needlesIn('把文本复制到剪贴板，然后设置提示', clauses)).toEqual(['剪贴板', '设置']);
  });

  it('marks a synonym only as a whole word', () => {
    expect(needlesIn('复制到剪贴板后粘贴', parseQuery('剪切板', [['剪贴板', '剪切板', '粘贴板']]))).toEqual(['剪贴板']);
  });

  it('shows the part with most of the query, escaped, with the matches marked', () => {
    const html = excerpt(
      [
        ['', '', '概述 <script>'],
        ['set', 'uni.setClipboardData', '设置系统剪贴板的内容 <b>'],
      ],
      clauses,
    );
    expect(html).toBe('<mark>设置</mark>系统<mark>剪贴板</mark>的内容 &#60;b&#62;');
  });

  it('cuts a long text around the first match', () => {
    const html = excerpt([['', '', `${'前'.repeat(200)}剪贴板${'后'.repeat(200)}`]], clauses, 40);
    expect(html).toMatch(/^…前{20}<mark>剪贴板<\/mark>后{17}…$/);
  });
});

describe('the not-found page', () => {
  it('searches the words of the unknown address', () => {
    expect(pathQuery('/api/media/take_photo.html', '/')).toBe('media take photo');
    expect(pathQuery('/en/component/%E5%9B%BE%E7%89%87.html', '/en/')).toBe('图片');
    expect(pathQuery('/index.html', '/')).toBe('');
    expect(pathQuery('/%E0%A4%A.html', '/')).toBe('E0 A4 A');
  });

  it("also searches the words of the address's last part, the page's own name", () => {
    expect(fileQuery('/api/media/take_photo.html', '/')).toBe('take photo');
    expect(fileQuery('/en/api/system/', '/en/')).toBe('system');
    expect(fileQuery('/clipboard.html', '/')).toBe('clipboard');
  });

  it('fuses two rankings, a page high in both first', () => {
    const pages = (...paths: string[]) => paths.map((path) => ({path}));
    expect(fuse([pages('a', 'b', 'c'), pages('b', 'd', 'a')], 3).map(({path}) => path)).toEqual(['b', 'a', 'd']);
    expect(fuse([pages('a', 'b')], 3).map(({path}) => path)).toEqual(['a', 'b']);
  });
});
