package org.ichto.urland.ui.news;

import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.shell.session.LoggedEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Gathers the game log into {@link NewsItem}s: each scoring, auction, panic and end of epoch as one
 * summary, in the order they began. An auction or an end of epoch still under way is summarised as
 * far as it has got.
 */
public final class News {
    private final List<Object> items = new ArrayList<>(); // NewsItem, or a builder still open
    private boolean volcanoChipDrawn;
    private AuctionBuilder auction;
    private VolcanoBuilder volcano;

    private News() {
    }

    /** Every summary of the log, oldest first. */
    public static List<NewsItem> of(List<LoggedEvent<GameEvent>> events) {
        News news = new News();
        for (LoggedEvent<GameEvent> e : events) {
            news.accept(e.decision(), e.event());
        }
        List<NewsItem> out = new ArrayList<>(news.items.size());
        for (Object o : news.items) {
            out.add(o instanceof AuctionBuilder a ? a.build() : o instanceof VolcanoBuilder v ? v.build() : (NewsItem) o);
        }
        return out;
    }

    /** The last {@code max} summaries of the log, newest first. */
    public static List<NewsItem> recent(List<LoggedEvent<GameEvent>> events, int max) {
        List<NewsItem> all = of(events);
        List<NewsItem> out = new ArrayList<>(all.subList(Math.max(0, all.size() - max), all.size()));
        java.util.Collections.reverse(out);
        return out;
    }

    /**
     * Whether a summary may take this event in: every other event leaves the summaries as they were, so a table
     * gathers them anew only after one of these (NewsTest checks that the summaries of whole games are the same from
     * these events alone).
     */
    public static boolean tells(GameEvent event) {
        return event instanceof GameEvent.VolcanoChipDrawnForScoring || event instanceof GameEvent.RegionScored
                || event instanceof GameEvent.BidsRevealed || event instanceof GameEvent.GeneBought
                || event instanceof GameEvent.DroppedOut || event instanceof GameEvent.GenesRevealed
                || event instanceof GameEvent.PanicStruck || event instanceof GameEvent.VolcanoErupted
                || event instanceof GameEvent.VolcanoLosses || event instanceof GameEvent.EpochStarted
                || event instanceof GameEvent.GameOver
                || event instanceof GameEvent.DecisionMade x && x.decision() instanceof Decision.PassPurchase;
    }

    private void accept(int decision, GameEvent event) {
        if (event instanceof GameEvent.VolcanoChipDrawnForScoring) {
            volcanoChipDrawn = true;
            volcano = new VolcanoBuilder(decision);
            items.add(volcano);
        } else if (event instanceof GameEvent.RegionScored x) {
            items.add(new NewsItem.Scoring(decision, x.chip(), x.region(), x.kind(), volcanoChipDrawn,
                    list(x.ichtos()), list(x.points()), list(x.returned())));
            volcanoChipDrawn = false;
        } else if (event instanceof GameEvent.BidsRevealed x) {
            auction = new AuctionBuilder(decision, x.bids(), x.order());
            items.add(auction);
        } else if (event instanceof GameEvent.GeneBought x && auction != null) {
            auction.results[x.seat()] = new NewsItem.Bought(x.gene(), x.price());
        } else if (event instanceof GameEvent.DroppedOut x && auction != null) {
            auction.results[x.seat()] = new NewsItem.DroppedOut(x.price());
        } else if (event instanceof GameEvent.DecisionMade x && x.decision() instanceof Decision.PassPurchase
                && auction != null) {
            auction.results[x.seat()] = new NewsItem.Passed();
        } else if (event instanceof GameEvent.GenesRevealed x && auction != null) {
            auction.revealed = List.copyOf(x.genes());
            auction = null;
        } else if (event instanceof GameEvent.PanicStruck x) {
            items.add(new NewsItem.Panic(decision, x.region(), x.ocean(), list(x.fled())));
        } else if (event instanceof GameEvent.VolcanoErupted x && volcano != null) {
            volcano.eruptions.add(new NewsItem.Eruption(x.area(), x.region()));
        } else if (event instanceof GameEvent.VolcanoLosses x && volcano != null) {
            volcano.lose(x.region(), x.lost());
        } else if (event instanceof GameEvent.EpochStarted x && volcano != null) {
            volcano.nextEpoch = x.epoch();
            volcano = null;
        } else if (event instanceof GameEvent.GameOver) {
            volcano = null;
        }
    }

    private static List<Integer> list(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    private static final class AuctionBuilder {
        final int decision;
        final int[] bids;
        final List<Integer> order;
        final NewsItem.Purchase[] results;
        List<org.ichto.urland.rules.Gene> revealed;

        AuctionBuilder(int decision, int[] bids, List<Integer> order) {
            this.decision = decision;
            this.bids = bids.clone();
            this.order = List.copyOf(order);
            this.results = new NewsItem.Purchase[bids.length];
        }

        NewsItem.Auction build() {
            return new NewsItem.Auction(decision, list(bids), order,
                    java.util.Collections.unmodifiableList(Arrays.asList(results.clone())), revealed);
        }
    }

    private static final class VolcanoBuilder {
        final int decision;
        final List<NewsItem.Eruption> eruptions = new ArrayList<>();
        final List<int[]> losses = new ArrayList<>(); // region, then the losses per seat
        int nextEpoch;

        VolcanoBuilder(int decision) {
            this.decision = decision;
        }

        /** An Ears flight reports a region's losses a second time, for its owner alone: add them up. */
        void lose(int region, int[] lost) {
            for (int[] l : losses) {
                if (l[0] == region) {
                    for (int seat = 0; seat < lost.length; seat++) {
                        l[seat + 1] += lost[seat];
                    }
                    return;
                }
            }
            int[] l = new int[lost.length + 1];
            l[0] = region;
            System.arraycopy(lost, 0, l, 1, lost.length);
            losses.add(l);
        }

        NewsItem.Volcanoes build() {
            List<NewsItem.Losses> out = new ArrayList<>();
            for (int[] l : losses) {
                out.add(new NewsItem.Losses(l[0], list(Arrays.copyOfRange(l, 1, l.length))));
            }
            return new NewsItem.Volcanoes(decision, List.copyOf(eruptions), List.copyOf(out), nextEpoch);
        }
    }
}
