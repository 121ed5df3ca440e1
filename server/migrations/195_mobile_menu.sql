-- The bonus claim in the phone's menu under its English key ('Bonus Talep' was its own English text,
-- so the English site showed Turkish). A new site gets the same from the seed (cms/seed/site.ts).
UPDATE menu_items SET title = 'Claim Bonus' WHERE title = 'Bonus Talep';
