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
 * How a Primordial Soup entry plays, for the lab: the share of each kind of decision, the genes it
 * bought, its attacks, how often its amoebas starved and how many it had on the board at the end
 * (the JSON fields are in docs/ai.md). Starvations are counted from what its own decisions made happen
 * (an amoeba starves at its own feeding, which its owner's decisions bring about).
 */
public final class SoupStats implements LabStats<SoupState, SoupDecision> {

    @Override
    public List<String> columns() {
        return List.of("genes/game", "attacks/game", "starved/game", "amoebas");
    }

    @Override
    public Tally<SoupState, SoupDecision> tally() {
        return new SoupTally();
    }

    private static final class SoupTally implements Tally<SoupState, SoupDecision> {
        private final long[] kinds = new long[DecisionKind.values().length];
        private final Stats amoebas = new Stats();
        private long genesBought;
        private long attacks;
        private long starvations;

        @Override
        public void decided(SoupState before, SoupDecision d) {
            DecisionKind kind = DecisionKind.of(d);
            kinds[kind.ordinal()]++;
            if (kind == DecisionKind.BUY) {
                genesBought++;
            } else if (kind == DecisionKind.ATTACK) {
                attacks++;
            }
            int seat = before.actor();
            SoupRules.apply(before, d, e -> {
                if (e instanceof SoupEvent.Starved st && st.seat() == seat) {
                    starvations++;
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
            double attacksPerGame = perGame(attacks, games);
            double starvedPerGame = perGame(starvations, games);
            double meanAmoebas = amoebas.mean();
            List<String> cells = List.of(String.format(Locale.ROOT, "%.2f", genesPerGame),
                    String.format(Locale.ROOT, "%.2f", attacksPerGame),
                    String.format(Locale.ROOT, "%.2f", starvedPerGame),
                    Double.isNaN(meanAmoebas) ? "-" : String.format(Locale.ROOT, "%.1f", meanAmoebas));
            // The entry's decisions are counted by the lab itself ("decisions"): the shares are of those.
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("decisionShares", shares);
            figures.put("genesBought", genesBought);
            figures.put("genesBoughtPerGame", genesPerGame);
            figures.put("attacks", attacks);
            figures.put("attacksPerGame", attacksPerGame);
            figures.put("starvations", starvations);
            figures.put("starvationsPerGame", starvedPerGame);
            figures.put("meanAmoebasOnBoard", meanAmoebas);
            return new Behaviour(cells, "Decisions (share of each kind among each entry's decisions)", "decision",
                    shares, figures);
        }

        private static double perGame(long count, int games) {
            return games == 0 ? 0 : count / (double) games;
        }
    }
}
