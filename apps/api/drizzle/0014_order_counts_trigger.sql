-- order_counts: how many orders each team has in each status, kept by statement triggers on orders
-- (one upsert per team and status a statement touches, however many rows), so every writer keeps
-- it exact and the orders list reads its total here instead of counting rows.
CREATE FUNCTION order_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts (team_id, status, count)
    SELECT team_id, status, count(*) FROM order_counts_new GROUP BY team_id, status
    ON CONFLICT (team_id, status) DO UPDATE SET count = order_counts.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts c SET count = c.count - gone.n
    FROM (SELECT team_id, status, count(*) AS n FROM order_counts_old GROUP BY team_id, status) gone
    WHERE c.team_id = gone.team_id AND c.status = gone.status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts c SET count = c.count - moved.n
    FROM (
      SELECT o.team_id, o.status, count(*) AS n
      FROM order_counts_old o JOIN order_counts_new n ON n.id = o.id
      WHERE o.status <> n.status OR o.team_id <> n.team_id
      GROUP BY o.team_id, o.status
    ) moved
    WHERE c.team_id = moved.team_id AND c.status = moved.status;
  INSERT INTO order_counts (team_id, status, count)
    SELECT n.team_id, n.status, count(*)
    FROM order_counts_old o JOIN order_counts_new n ON n.id = o.id
    WHERE o.status <> n.status OR o.team_id <> n.team_id
    GROUP BY n.team_id, n.status
    ON CONFLICT (team_id, status) DO UPDATE SET count = order_counts.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS order_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_added();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS order_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_removed();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS order_counts_old NEW TABLE AS order_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_moved();
--> statement-breakpoint
INSERT INTO order_counts (team_id, status, count)
  SELECT team_id, status, count(*) FROM orders GROUP BY team_id, status
  ON CONFLICT (team_id, status) DO UPDATE SET count = excluded.count;
