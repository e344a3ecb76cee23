import type {Definition, Link, Root} from 'mdast';
import remarkBaselessLinks from '../remarkBaselessLinks';

function transform(baseUrl: string, urls: string[]): string[] {
  const links: (Link | Definition)[] = urls.map((url, i) =>
    i === 0 ? {type: 'definition', identifier: 'a', label: 'a', url} : {type: 'link', url, children: []},
  );
  const tree: Root = {type: 'root', children: [links[0] as Definition, {type: 'paragraph', children: links.slice(1) as Link[]}]};
  remarkBaselessLinks({baseUrl})(tree);
  return links.map((link) => link.url);
}

it('takes the locale’s base URL off the site’s own links and definitions', () => {
  expect(transform('/en/', ['/en/api/a.html#x', '/en/', '/en/component/'])).toEqual(['/api/a.html#x', '/', '/component/']);
});

it('leaves other links alone, and every link of the / locale', () => {
  const others = ['/api/a.html', '/enhanced.html', 'https://example.com/en/a.html', '#x', './a.md'];
  expect(transform('/en/', others)).toEqual(others);
  expect(transform('/', ['/en/api/a.html', '/api/a.html'])).toEqual(['/en/api/a.html', '/api/a.html']);
});
