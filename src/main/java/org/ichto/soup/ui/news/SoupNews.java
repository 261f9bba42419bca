package org.ichto.soup.ui.news;

import org.ichto.shell.game.Seat;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.NewsCard;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.EventText;
import org.ichto.soup.ui.text.SoupTexts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;

/**
 * "What happened", phase by phase: the setup, and in every round what each phase did to each player
 * (movement and feeding with the attacks, the environment card and the gene defects paid, the genes
 * bought, the divisions, the deaths, the scoring with both advance tables), each as one card once the
 * phase is over (the log tells the phase under way move by move; the setup is told as it goes).
 */
public final class SoupNews {
    private final SoupTexts t;
    private final SoupBoard board;
    private final EventText lines;

    public SoupNews(SoupTexts texts, SoupBoard board) {
        this.t = texts;
        this.board = board;
        this.lines = new EventText(texts, board);
    }

    /**
     * The last {@code max} cards of the log, newest first.
     *
     * @param stateAt the state before a decision of the game (by its index), to count what a scoring counted
     */
    public List<NewsCard.Entry> recent(List<LoggedEvent<SoupEvent>> events, List<Seat> seats,
                                       IntFunction<SoupState> stateAt, int max) {
        List<NewsCard.Entry> all = all(events, seats, stateAt);
        List<NewsCard.Entry> out = new ArrayList<>(all.subList(Math.max(0, all.size() - max), all.size()));
        Collections.reverse(out);
        return out;
    }

    /** Every card of the log, oldest first. */
    public List<NewsCard.Entry> all(List<LoggedEvent<SoupEvent>> events, List<Seat> seats,
                                    IntFunction<SoupState> stateAt) {
        List<NewsCard.Entry> out = new ArrayList<>();
        int players = seats.size();
        // A game begun from a position (a replay's "continue from here", a test) starts inside its phase.
        SoupState first = events.isEmpty() ? null : stateAt.apply(0);
        PhaseCard open = first == null || !first.phase().ofRound() ? new PhaseCard(0, Phase.SETUP_START_SPACE, 0, players)
                : new PhaseCard(first.round(), first.phase(), 0, players);
        boolean over = false;
        // The amoebas each seat gained or lost so far within the decision being read: one decision can divide
        // (or kill) and then lead straight into the scoring, which counts the amoebas as they are by then.
        int[] changed = new int[players];
        int decision = -1;
        for (LoggedEvent<SoupEvent> le : events) {
            SoupEvent e = le.event();
            if (le.decision() != decision) {
                decision = le.decision();
                java.util.Arrays.fill(changed, 0);
            }
            if (e instanceof SoupEvent.AmoebaPlaced a) {
                changed[a.seat()]++;
            } else if (e instanceof SoupEvent.DiedNaturally d) {
                changed[d.seat()]--;
            } else if (e instanceof SoupEvent.Killed k) {
                changed[k.seat()]--;
            }
            if (e instanceof SoupEvent.PhaseStarted p) {
                open.close(out, seats);
                open = new PhaseCard(p.round(), p.phase(), le.decision(), players);
                if (p.phase() == Phase.SCORING) {
                    open.startScoring(stateAt.apply(le.decision()), changed);
                }
                continue;
            }
            open.accept(e, seats);
            over |= e instanceof SoupEvent.GameOver;
        }
        if (over || open.phase.isSetup()) {
            open.close(out, seats);
        }
        return out;
    }

    /** What one phase (or the setup) did, gathered event by event. */
    private final class PhaseCard {
        final int round;
        final Phase phase;
        final int decision;
        final int players;
        final List<String> told = new ArrayList<>();
        final int[] moved;
        final int[] drifted;
        final int[] fed;
        final int[] starved;
        final int[] bpPaid;
        final int[] bpReceived;
        final int[] startSpace;
        final int[] amoebas;
        final int[] genes;
        final int[] from;
        final int[] to;
        final List<List<String>> items = new ArrayList<>();
        boolean any;

        PhaseCard(int round, Phase phase, int decision, int players) {
            this.round = round;
            this.phase = phase;
            this.decision = decision;
            this.players = players;
            moved = new int[players];
            drifted = new int[players];
            fed = new int[players];
            starved = new int[players];
            bpPaid = new int[players];
            bpReceived = new int[players];
            startSpace = new int[players];
            amoebas = new int[players];
            genes = new int[players];
            from = new int[players];
            to = new int[players];
            for (int i = 0; i < players; i++) {
                items.add(new ArrayList<>());
            }
            any = phase.ofRound(); // a phase that began is told, even when nothing happened in it
        }

        /**
         * The amoebas and genes the scoring counts: those of the state before the decision that began the phase,
         * with the amoebas that decision added or removed before the scoring began.
         */
        void startScoring(SoupState s, int[] changedBefore) {
            for (int seat = 0; seat < players; seat++) {
                amoebas[seat] = s.amoebasOnBoard(seat) + changedBefore[seat];
                genes[seat] = s.geneCardsCounted(seat);
                from[seat] = s.score(seat);
                to[seat] = s.score(seat);
            }
        }

        void accept(SoupEvent e, List<Seat> seats) {
            if (e instanceof SoupEvent.DecisionMade || e instanceof SoupEvent.RoundStarted) {
                return;
            }
            any = true;
            if (e instanceof SoupEvent.StartSpaceChosen c) {
                startSpace[c.seat()] = c.ladderSpace();
            } else if (e instanceof SoupEvent.StartOrderDrawn) {
                told.add(lines.describe(e, seats));
            } else if (e instanceof SoupEvent.AmoebaPlaced p) {
                // Phase 4's free amoeba (a player with none on the board) is told apart from a paid division.
                boolean free = phase == Phase.CELL_DIVISION && p.paid() == 0;
                items.get(p.seat()).add(free ? t.format("news.division.free", SoupBoard.label(p.space()))
                        : SoupBoard.label(p.space()));
                amoebas[p.seat()]++;
                if (p.paid() > 0) {
                    bpPaid[p.seat()] += p.paid();
                }
            } else if (e instanceof SoupEvent.AmoebaMoved m) {
                if (m.how().startsWith("drifts")) {
                    drifted[m.seat()]++;
                } else if (m.how().startsWith("moves")) {
                    moved[m.seat()]++;
                }
            } else if (e instanceof SoupEvent.Fed f) {
                fed[f.seat()]++;
            } else if (e instanceof SoupEvent.Starved s) {
                starved[s.seat()]++;
            } else if (e instanceof SoupEvent.BpPaid p) {
                bpPaid[p.seat()] += p.bp();
            } else if (e instanceof SoupEvent.BpReceived r) {
                bpReceived[r.seat()] += r.bp();
            } else if (e instanceof SoupEvent.GeneBought b) {
                String gene = t.gene(board.gene(b.gene()));
                items.get(b.seat()).add(b.gaveUp() < 0 ? gene
                        : t.format("news.genes.givingUp", gene, t.gene(board.gene(b.gaveUp()))));
                bpPaid[b.seat()] += b.price();
            } else if (e instanceof SoupEvent.MarkerMoved m) {
                from[m.seat()] = m.from();
                to[m.seat()] = m.to();
            } else if (e instanceof SoupEvent.DiedNaturally d) {
                amoebas[d.seat()]--;
                told.add(lines.describe(e, seats));
            } else if (e instanceof SoupEvent.Killed k) {
                amoebas[k.seat()]--;
                told.add(lines.describe(e, seats));
            } else if (e instanceof SoupEvent.Attacked || e instanceof SoupEvent.Fought
                    || e instanceof SoupEvent.AttackEnded || e instanceof SoupEvent.EnvironmentTurned
                    || e instanceof SoupEvent.DefectPaid || e instanceof SoupEvent.DamageTaken
                    || e instanceof SoupEvent.GeneDefect
                    || (e instanceof SoupEvent.GeneReturned && phase == Phase.ENVIRONMENT_AND_GENE_DEFECTS)
                    || e instanceof SoupEvent.GameOver || e instanceof SoupEvent.AmoebaClung) {
                String line = lines.describe(e, seats);
                if (line != null) {
                    told.add(line);
                }
            }
        }

        void close(List<NewsCard.Entry> out, List<Seat> seats) {
            if (!any) {
                return;
            }
            NewsCard card = switch (phase) {
                case SETUP_START_SPACE, SETUP_FIRST_AMOEBA, SETUP_SECOND_AMOEBA -> setup(seats);
                case MOVEMENT_AND_FEEDING -> movement(seats);
                case ENVIRONMENT_AND_GENE_DEFECTS -> simple("news.title.environment", "news.none.defects");
                case NEW_GENES -> listed(seats, "news.title.genes", "news.genes.header", "news.genes.nothing");
                case CELL_DIVISION -> division(seats);
                case DEATHS -> simple("news.title.deaths", "news.none.deaths");
                case SCORING -> scoring(seats);
                case GAME_OVER -> null;
            };
            if (card != null) {
                out.add(new NewsCard.Entry(decision, round + "." + phase.name(), card));
            }
        }

        private String title(String key) {
            return t.format(key, round);
        }

        private NewsCard setup(List<Seat> seats) {
            List<NewsCard.Row> rows = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                rows.add(new NewsCard.Row(seat, List.of(SoupTexts.seatName(seats, seat),
                        startSpace[seat] > 0 ? Integer.toString(startSpace[seat]) : "\u2013",
                        items.get(seat).isEmpty() ? "\u2013" : String.join(", ", items.get(seat)))));
            }
            return new NewsCard(t.get("news.title.setup"), told, header("news.setup.header"), rows,
                    List.of(t.get("news.setup.rule")));
        }

        private NewsCard movement(List<Seat> seats) {
            List<NewsCard.Row> rows = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                rows.add(new NewsCard.Row(seat, List.of(SoupTexts.seatName(seats, seat), n(drifted[seat]),
                        n(moved[seat]), n(fed[seat]), n(starved[seat]), n(bpPaid[seat]))));
            }
            List<String> footer = new ArrayList<>(told);
            if (footer.isEmpty()) {
                footer.add(t.get("news.none.attacks"));
            }
            return new NewsCard(title("news.title.movement"), List.of(), header("news.movement.header"), rows, footer);
        }

        private NewsCard simple(String titleKey, String noneKey) {
            List<String> body = new ArrayList<>(told);
            boolean onlyCard = phase == Phase.ENVIRONMENT_AND_GENE_DEFECTS && told.size() <= 1;
            if (told.isEmpty() || onlyCard) {
                body.add(t.get(noneKey));
            }
            return new NewsCard(title(titleKey), body, List.of(), List.of(), List.of());
        }

        private NewsCard listed(List<Seat> seats, String titleKey, String headerKey, String nothingKey) {
            List<NewsCard.Row> rows = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                List<String> got = items.get(seat);
                rows.add(new NewsCard.Row(seat, List.of(SoupTexts.seatName(seats, seat),
                        got.isEmpty() ? t.get(nothingKey) : t.list(got), n(bpPaid[seat]))));
            }
            return new NewsCard(title(titleKey), told, header(headerKey), rows, List.of());
        }

        private NewsCard division(List<Seat> seats) {
            List<NewsCard.Row> rows = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                List<String> got = items.get(seat);
                rows.add(new NewsCard.Row(seat, List.of(SoupTexts.seatName(seats, seat), n(bpReceived[seat]),
                        got.isEmpty() ? t.get("news.division.none") : String.join(", ", got), n(bpPaid[seat]))));
            }
            return new NewsCard(title("news.title.division"), told, header("news.division.header"), rows,
                    List.of(t.get("news.division.rule")));
        }

        private NewsCard scoring(List<Seat> seats) {
            List<NewsCard.Row> rows = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                int a = board.amoebaAdvance(Math.max(0, amoebas[seat]));
                int g = board.geneAdvance(genes[seat]);
                rows.add(new NewsCard.Row(seat, List.of(SoupTexts.seatName(seats, seat),
                        t.format("news.scoring.count", amoebas[seat], a), t.format("news.scoring.count", genes[seat], g),
                        t.format("news.scoring.ladder", from[seat], to[seat], to[seat] - from[seat]))));
            }
            List<String> footer = new ArrayList<>(List.of(t.get("news.scoring.amoebaTable"),
                    t.get("news.scoring.geneTable"), t.get("news.scoring.leap")));
            footer.addAll(told);
            return new NewsCard(title("news.title.scoring"), List.of(), header("news.scoring.header"), rows, footer);
        }

        private List<String> header(String key) {
            return List.of(t.get(key).split("\\|"));
        }

        private String n(int v) {
            return Integer.toString(v);
        }
    }
}
