package org.ichto.urland.ui;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.PlaceCounts;

import java.util.HashSet;
import java.util.Set;

/**
 * The places a suggested decision is about, marked on the board beside the hint's words: where Ichtos
 * come from and go, the region a chip scores, the places a retreat or payment takes from. Decisions that
 * concern no place (a bid, a gene, the end of a turn) mark none.
 */
final class HintPlaces implements Decision.Visitor<Set<Integer>> {
    private final GameState view;

    private HintPlaces(GameState view) {
        this.view = view;
    }

    /** The places of {@code d} in the position the viewer sees. */
    static Set<Integer> of(Decision d, GameState view) {
        return d.accept(new HintPlaces(view));
    }

    private static Set<Integer> counted(PlaceCounts counts) {
        Set<Integer> places = new HashSet<>();
        for (int p = 0; p < Board.PLACES; p++) {
            if (counts.get(p) > 0) {
                places.add(p);
            }
        }
        return places;
    }

    @Override
    public Set<Integer> chooseChip(Decision.ChooseChip d) {
        // Chip n names area n, which may lie in a merged region by now.
        return Set.of(view.regionOf(d.chip() - 1));
    }

    @Override
    public Set<Integer> land(Decision.Land d) {
        return Set.of(d.ocean(), d.region());
    }

    @Override
    public Set<Integer> breed(Decision.Breed d) {
        return Set.of(d.ocean());
    }

    @Override
    public Set<Integer> swim(Decision.Swim d) {
        return Set.of(d.from(), d.to());
    }

    @Override
    public Set<Integer> retreat(Decision.Retreat d) {
        return counted(d.ichtos());
    }

    @Override
    public Set<Integer> playExtraTurn(Decision.PlayExtraTurn d) {
        return Set.of();
    }

    @Override
    public Set<Integer> endActions(Decision.EndActions d) {
        return Set.of();
    }

    @Override
    public Set<Integer> assimilate(Decision.Assimilate d) {
        return Set.of(d.region());
    }

    @Override
    public Set<Integer> landTwo(Decision.LandTwo d) {
        return Set.of(d.ocean(), d.region());
    }

    @Override
    public Set<Integer> walk(Decision.Walk d) {
        return Set.of(d.from(), d.to());
    }

    @Override
    public Set<Integer> egg(Decision.Egg d) {
        return Set.of(d.region());
    }

    @Override
    public Set<Integer> fly(Decision.Fly d) {
        return Set.of(d.from(), d.to());
    }

    @Override
    public Set<Integer> stink(Decision.Stink d) {
        return Set.of(d.region(), d.ocean());
    }

    @Override
    public Set<Integer> bite(Decision.Bite d) {
        return Set.of(d.place());
    }

    @Override
    public Set<Integer> bid(Decision.Bid d) {
        return Set.of();
    }

    @Override
    public Set<Integer> buyGene(Decision.BuyGene d) {
        return Set.of();
    }

    @Override
    public Set<Integer> passPurchase(Decision.PassPurchase d) {
        return Set.of();
    }

    @Override
    public Set<Integer> payPrice(Decision.PayPrice d) {
        return counted(d.ichtos());
    }

    @Override
    public Set<Integer> panicRegion(Decision.PanicRegion d) {
        return Set.of(d.region());
    }

    @Override
    public Set<Integer> panicOcean(Decision.PanicOcean d) {
        return Set.of(d.ocean());
    }

    @Override
    public Set<Integer> earsStay(Decision.EarsStay d) {
        return view.panicRegion() >= 0 ? Set.of(view.panicRegion()) : Set.of();
    }

    @Override
    public Set<Integer> earsFlight(Decision.EarsFlight d) {
        return counted(d.oceans());
    }
}
