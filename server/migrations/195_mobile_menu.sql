-- The phone's menu (issue 30) on a site seeded before: Aviator and Tombala as on the desktop's menu,
-- each after its neighbour there (Live Casino, TV Games) or last where that is gone; and the bonus
-- claim under its English key ('Bonus Talep' was its own English text, so the English site showed
-- Turkish). A new site gets the same from the seed (server/src/modules/cms/seed/site.ts).
UPDATE menu_items SET title = 'Claim Bonus' WHERE title = 'Bonus Talep';

UPDATE menu_items i SET sort = i.sort + 1
FROM menus m
WHERE m.slug = 'mobile' AND i.menu_id = m.id
  AND i.sort > (SELECT min(a.sort) FROM menu_items a WHERE a.menu_id = m.id AND a.url = '/casino/live')
  AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.menu_id = m.id AND x.url = 'game:aviator');
INSERT INTO menu_items (menu_id, url, icon, svg_style, title, sort)
SELECT m.id, 'game:aviator', 'aviator', NULL, 'Aviator',
  coalesce((SELECT min(a.sort) + 1 FROM menu_items a WHERE a.menu_id = m.id AND a.url = '/casino/live'),
           (SELECT coalesce(max(z.sort), -1) + 1 FROM menu_items z WHERE z.menu_id = m.id))
FROM menus m
WHERE m.slug = 'mobile' AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.menu_id = m.id AND x.url = 'game:aviator');

UPDATE menu_items i SET sort = i.sort + 1
FROM menus m
WHERE m.slug = 'mobile' AND i.menu_id = m.id
  AND i.sort > (SELECT min(a.sort) FROM menu_items a WHERE a.menu_id = m.id AND a.url = '/casino/tvbets')
  AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.menu_id = m.id AND x.url = '/casino/bingo');
INSERT INTO menu_items (menu_id, url, icon, svg_style, title, sort)
SELECT m.id, '/casino/bingo', 'bingo', NULL, 'Bingo',
  coalesce((SELECT min(a.sort) + 1 FROM menu_items a WHERE a.menu_id = m.id AND a.url = '/casino/tvbets'),
           (SELECT coalesce(max(z.sort), -1) + 1 FROM menu_items z WHERE z.menu_id = m.id))
FROM menus m
WHERE m.slug = 'mobile' AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.menu_id = m.id AND x.url = '/casino/bingo');
