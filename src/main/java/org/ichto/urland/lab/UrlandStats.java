package org.ichto.urland.lab;

import org.ichto.shell.game.LabStats;
import org.ichto.shell.lab.Stats;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Phase;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How an Urland entry plays, for the lab: the share of each action kind, its bids, the genes it
 * bought and its Ichtos on land at the end (the JSON fields are in docs/ai.md).
 */
public final class UrlandStats implements LabStats<GameState, Decision> {

    @Override
    public List<String> columns() {
        return List.of("bid", "genes/game", "on-land");
    }

    @Override
    public Tally<GameState, Decision> tally() {
        return new UrlandTally();
    }

    private static final class UrlandTally implements Tally<GameState, Decision> {
        private final long[] actions = new long[ActionKind.values().length];
        private final Stats bids = new Stats();
        private final Stats onLand = new Stats();
        private long genesBought;

        @Override
        public void decided(GameState before, Decision d) {
            if (before.phase() == Phase.ACTIONS) {
                ActionKind kind = ActionKind.of(d);
                if (kind != null) {
                    actions[kind.ordinal()]++;
                }
            } else if (d instanceof Decision.Bid b) {
                bids.add(b.amount());
            } else if (d instanceof Decision.BuyGene) {
                genesBought++;
            }
        }

        @Override
        public void gameOver(GameState end, int seat) {
            onLand.add(end.onLand(seat));
        }

        @Override
        public Behaviour result(int games) {
            long all = 0;
            for (long a : actions) {
                all += a;
            }
            Map<String, Double> shares = new LinkedHashMap<>();
            for (ActionKind k : ActionKind.values()) {
                shares.put(k.id(), all == 0 ? 0 : actions[k.ordinal()] / (double) all);
            }
            double genesPerGame = games == 0 ? 0 : genesBought / (double) games;
            double meanBid = bids.mean();
            double meanOnLand = onLand.mean();
            List<String> cells = List.of(
                    Double.isNaN(meanBid) ? "-" : String.format(Locale.ROOT, "%.2f", meanBid),
                    String.format(Locale.ROOT, "%.2f", genesPerGame),
                    String.format(Locale.ROOT, "%.1f", meanOnLand));
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("actions", all);
            figures.put("actionShares", shares);
            figures.put("bids", bids.count());
            figures.put("meanBid", meanBid);
            figures.put("genesBought", genesBought);
            figures.put("genesBoughtPerGame", genesPerGame);
            figures.put("meanIchtosOnLand", meanOnLand);
            return new Behaviour(cells, "Actions (share of each entry's decisions in its action phases)", "action", shares,
                    figures);
        }
    }
}
