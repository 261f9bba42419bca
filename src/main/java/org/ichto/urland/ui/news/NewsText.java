package org.ichto.urland.ui.news;

import org.ichto.shell.ui.NewsCard;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.ui.text.UrlandTexts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A {@link NewsItem} in words, as a card: a title, sentences saying what happened and which rule
 * made it so, and a small table per player. No Swing here, so every text is testable.
 */
public final class NewsText {

    private final UrlandTexts t;

    public NewsText(UrlandTexts texts) {
        this.t = Objects.requireNonNull(texts, "texts");
    }

    /** The summaries as the shell's news panel shows them. */
    public List<NewsCard.Entry> entries(List<NewsItem> items, List<Seat> seats) {
        List<NewsCard.Entry> out = new java.util.ArrayList<>(items.size());
        for (NewsItem item : items) {
            out.add(new NewsCard.Entry(item.decision(), item.getClass().getSimpleName(), card(item, seats)));
        }
        return out;
    }

    public NewsCard card(NewsItem item, List<Seat> seats) {
        if (item instanceof NewsItem.Scoring x) {
            return scoring(x, seats);
        } else if (item instanceof NewsItem.Auction x) {
            return auction(x, seats);
        } else if (item instanceof NewsItem.Panic x) {
            return panic(x, seats);
        } else if (item instanceof NewsItem.Volcanoes x) {
            return volcanoes(x, seats);
        }
        throw new IllegalArgumentException("no card for " + item);
    }

    private NewsCard scoring(NewsItem.Scoring x, List<Seat> seats) {
        String area = Board.placeName(x.region());
        if (x.chip() != x.region() + 1) {
            area = t.format("event.regionScored.chip", area, x.chip());
        }
        List<String> lines = new ArrayList<>();
        if (x.volcanoChip()) {
            lines.add(t.format("event.volcanoChip", x.chip()));
        }
        if (x.kind() == ScoringKind.EMPTY) {
            lines.add(t.get("summary.scoring.empty"));
            return new NewsCard(t.format("summary.scoring.title", area), lines, List.of(), List.of(), List.of());
        }
        lines.add(t.get("summary.scoring.why." + x.kind().name()));
        List<NewsCard.Row> rows = new ArrayList<>();
        for (int seat = 0; seat < x.ichtos().size(); seat++) {
            if (x.ichtos().get(seat) > 0) {
                rows.add(new NewsCard.Row(seat, List.of(name(seats, seat), Integer.toString(x.ichtos().get(seat)),
                        Integer.toString(x.points().get(seat)), count(x.returned().get(seat)))));
            }
        }
        rows.sort((a, b) -> Integer.compare(x.ichtos().get(b.seat()), x.ichtos().get(a.seat())));
        return new NewsCard(t.format("summary.scoring.title", area), lines,
                List.of(t.get("summary.scoring.player"), t.get("summary.scoring.ichtos"),
                        t.get("summary.scoring.points"), t.get("summary.scoring.returned")),
                rows, List.of());
    }

    private NewsCard auction(NewsItem.Auction x, List<Seat> seats) {
        List<NewsCard.Row> rows = new ArrayList<>();
        for (int seat : x.order()) {
            rows.add(new NewsCard.Row(seat, List.of(name(seats, seat), Integer.toString(x.bids().get(seat)),
                    purchase(x.results().get(seat)))));
        }
        List<String> footer = new ArrayList<>();
        if (x.finished() && !x.revealed().isEmpty()) {
            List<String> names = new ArrayList<>();
            for (Gene g : x.revealed()) {
                names.add(t.gene(g));
            }
            footer.add(t.format("summary.auction.revealed", t.list(names)));
        }
        return new NewsCard(t.get("summary.auction.title"), List.of(t.get("summary.auction.rule")),
                List.of(t.get("summary.scoring.player"), t.get("summary.auction.bid"), t.get("summary.auction.result")),
                rows, footer);
    }

    private String purchase(NewsItem.Purchase p) {
        if (p instanceof NewsItem.Bought b) {
            return t.format("summary.auction.bought", t.gene(b.gene()), b.price());
        } else if (p instanceof NewsItem.Passed) {
            return t.get("summary.auction.passed");
        } else if (p instanceof NewsItem.DroppedOut d) {
            return t.format("summary.auction.droppedOut", d.price());
        }
        return t.get("summary.auction.notAsked");
    }

    private NewsCard panic(NewsItem.Panic x, List<Seat> seats) {
        String text = t.format("summary.panic.text", t.placeInSentence(x.region()), t.placeInSentence(x.ocean()));
        List<NewsCard.Row> rows = new ArrayList<>();
        for (int seat = 0; seat < x.fled().size(); seat++) {
            if (x.fled().get(seat) > 0) {
                rows.add(new NewsCard.Row(seat, List.of(name(seats, seat), Integer.toString(x.fled().get(seat)))));
            }
        }
        if (rows.isEmpty()) {
            return new NewsCard(t.get("summary.panic.title"), List.of(text, t.get("summary.panic.nobody")),
                    List.of(), List.of(), List.of());
        }
        return new NewsCard(t.get("summary.panic.title"), List.of(text),
                List.of(t.get("summary.scoring.player"), t.get("summary.panic.fled")), rows, List.of());
    }

    private NewsCard volcanoes(NewsItem.Volcanoes x, List<Seat> seats) {
        List<String> lines = new ArrayList<>();
        for (NewsItem.Eruption e : x.eruptions()) {
            String area = Board.placeName(e.area());
            lines.add(e.area() == e.region() ? t.format("event.volcanoErupted.same", area)
                    : t.format("event.volcanoErupted", area, Board.placeName(e.region())));
        }
        lines.add(t.get("summary.volcano.losses"));
        List<NewsCard.Row> rows = new ArrayList<>();
        for (NewsItem.Losses l : x.losses()) {
            for (int seat = 0; seat < l.lost().size(); seat++) {
                if (l.lost().get(seat) > 0) {
                    rows.add(new NewsCard.Row(seat, List.of(name(seats, seat), Board.placeName(l.region()),
                            Integer.toString(l.lost().get(seat)))));
                }
            }
        }
        List<String> footer = new ArrayList<>();
        if (rows.isEmpty() && !x.losses().isEmpty()) {
            footer.add(t.get("summary.volcano.noLosses"));
        }
        if (x.nextEpoch() > 0) {
            footer.add(t.format("event.epochStarted", x.nextEpoch()));
        }
        List<String> header = rows.isEmpty() ? List.of()
                : List.of(t.get("summary.scoring.player"), t.get("summary.volcano.area"), t.get("summary.scoring.returned"));
        return new NewsCard(t.get("summary.volcano.title"), lines, header, rows, footer);
    }

    private String count(int n) {
        return n == 0 ? "\u2013" : Integer.toString(n);
    }

    private static String name(List<Seat> seats, int seat) {
        return UrlandTexts.seatName(seats, seat);
    }
}
