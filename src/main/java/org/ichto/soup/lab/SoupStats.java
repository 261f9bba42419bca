package org.ichto.soup.lab;

import org.ichto.shell.game.LabStats;
import org.ichto.shell.lab.Stats;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a Primordial Soup entry plays, for the lab: the share of each kind of decision; per game the
 * genes it bought, its divisions, the attacks it made and suffered, its starvations, the BP it spent
 * on moving (and escaping) and the gene defects it paid; its amoebas on the board at the end (the JSON
 * fields are in docs/ai.md). Everything but the shares is read from the events of every decision of
 * the game, since the rules take a decision that is no choice themselves, often inside another's.
 */
public final class SoupStats implements LabStats<SoupState, SoupDecision> {

    @Override
    public List<String> columns() {
        return List.of("genes/game", "divisions/game", "attacks/game", "attacked/game", "starved/game",
                "move-BP/game", "defects/game", "amoebas");
    }

    @Override
    public Tally<SoupState, SoupDecision> tally() {
        return new SoupTally();
    }

    private static final class SoupTally implements Tally<SoupState, SoupDecision> {
        private final long[] kinds = new long[DecisionKind.values().length];
        private final Stats amoebas = new Stats();
        private long genesBought;
        private long divisions;
        private long attacks;
        private long attacked;
        private long starvations;
        private long movementBp;
        private long defects;

        @Override
        public void decided(SoupState before, SoupDecision d) {
            DecisionKind kind = DecisionKind.of(d);
            kinds[kind.ordinal()]++;
        }

        /**
         * What happened to the entry's seat on any decision: the rules take a decision that is no choice
         * themselves, often inside another seat's decision (a forced payment, giving in), so the events
         * are read from every decision of the game.
         */
        @Override
        public void seen(SoupState before, SoupDecision d, int seat) {
            SoupRules.apply(before, d, e -> {
                if (e instanceof SoupEvent.GeneBought b && b.seat() == seat) {
                    genesBought++;
                } else if (e instanceof SoupEvent.AmoebaPlaced p && p.seat() == seat && p.paid() > 0) {
                    divisions++;
                } else if (e instanceof SoupEvent.Attacked a) {
                    if (a.seat() == seat) {
                        attacks++;
                    } else if (a.victimSeat() == seat) {
                        attacked++;
                    }
                } else if (e instanceof SoupEvent.Starved st && st.seat() == seat) {
                    starvations++;
                } else if (e instanceof SoupEvent.BpPaid bp && bp.seat() == seat
                        && (bp.why().equals("moves") || bp.why().equals("escapes"))) {
                    movementBp += bp.bp();
                } else if (e instanceof SoupEvent.DefectPaid dp && dp.seat() == seat) {
                    defects++;
                }
            });
        }

        @Override
        public void gameOver(SoupState end, int seat) {
            amoebas.add(end.amoebasOnBoard(seat));
        }

        @Override
        public Behaviour result(int games) {
            long all = 0;
            for (long k : kinds) {
                all += k;
            }
            Map<String, Double> shares = new LinkedHashMap<>();
            for (DecisionKind k : DecisionKind.values()) {
                shares.put(k.id(), all == 0 ? 0 : kinds[k.ordinal()] / (double) all);
            }
            double genesPerGame = perGame(genesBought, games);
            double divisionsPerGame = perGame(divisions, games);
            double attacksPerGame = perGame(attacks, games);
            double attackedPerGame = perGame(attacked, games);
            double starvedPerGame = perGame(starvations, games);
            double movementBpPerGame = perGame(movementBp, games);
            double defectsPerGame = perGame(defects, games);
            double meanAmoebas = amoebas.mean();
            List<String> cells = List.of(two(genesPerGame), two(divisionsPerGame), two(attacksPerGame),
                    two(attackedPerGame), two(starvedPerGame), two(movementBpPerGame), two(defectsPerGame),
                    Double.isNaN(meanAmoebas) ? "-" : String.format(Locale.ROOT, "%.1f", meanAmoebas));
            // The entry's decisions are counted by the lab itself ("decisions"): the shares are of those.
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("decisionShares", shares);
            figures.put("genesBought", genesBought);
            figures.put("genesBoughtPerGame", genesPerGame);
            figures.put("divisions", divisions);
            figures.put("divisionsPerGame", divisionsPerGame);
            figures.put("attacks", attacks);
            figures.put("attacksPerGame", attacksPerGame);
            figures.put("attacked", attacked);
            figures.put("attackedPerGame", attackedPerGame);
            figures.put("starvations", starvations);
            figures.put("starvationsPerGame", starvedPerGame);
            figures.put("movementBp", movementBp);
            figures.put("movementBpPerGame", movementBpPerGame);
            figures.put("defectsPaid", defects);
            figures.put("defectsPaidPerGame", defectsPerGame);
            figures.put("meanAmoebasOnBoard", meanAmoebas);
            return new Behaviour(cells, "Decisions (share of each kind among each entry's decisions)", "decision",
                    shares, figures);
        }

        private static String two(double x) {
            return String.format(Locale.ROOT, "%.2f", x);
        }

        private static double perGame(long count, int games) {
            return games == 0 ? 0 : count / (double) games;
        }
    }
}
