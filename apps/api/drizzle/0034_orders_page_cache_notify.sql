-- Each API instance keeps a copy of the orders pages it has answered (GET /v1/orders without a
-- search; modules/ordering/orders/orders-page-cache.ts). Every change that could alter such a
-- page is announced on the instances' cache channel (deckhand_session_cache, migration 0031):
-- 'o:<team id>' when a row of the team's orders is written (its status, dates, total and the
-- order_counts the page's total reads all live on it), 'o:*' when something every team's pages
-- may show changes: a flow's name, a user's name (who placed an order), orders truncated.
CREATE FUNCTION orders_page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('deckhand_session_cache', 'o:' || OLD.team_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('deckhand_session_cache', 'o:' || NEW.team_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_page_cache_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('deckhand_session_cache', 'o:*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_page_cache_orders AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER orders_page_cache_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_page_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER orders_page_cache_flow_names AFTER UPDATE OF name ON order_flows
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION orders_page_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER orders_page_cache_user_names AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION orders_page_cache_notify_all();
