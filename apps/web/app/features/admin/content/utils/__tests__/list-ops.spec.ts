import { insertItem, moveItem, removeItem } from '../list-ops';

describe('section list edits', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item up and down without touching the original', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores moves past either end', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
  });

  it('removes and inserts at a position', () => {
    expect(removeItem(list, 1)).toEqual(['a', 'c', 'd']);
    expect(insertItem(list, 4, 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(insertItem(list, 0, 'z')).toEqual(['z', 'a', 'b', 'c', 'd']);
    expect(insertItem(list, 99, 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
