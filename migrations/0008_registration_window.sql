-- A tournament's registration may close by itself: joining is refused after this moment.
ALTER TABLE tournaments ADD COLUMN registration_until INTEGER;
