package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/**
 * Volcanoes and epochs (rule 3.3, rulings 16-19, the board's merging). The last turn of an epoch:
 * the first volcano (6, into 5) erupted at setup, area 2 is scored empty, and White, the next
 * environment player, receives chips 5 and 11 with no area chip left to draw. Striped crowds area 1
 * so that a panic at the start of the next epoch strikes there and nowhere the tests look.
 */
class VolcanoTest {

    private static Fixture lastTurnOfEpoch() {
        return Fixture.of(4).erupt(6).chosen(2).dummyChips(5, 11).deck()
                .put(area(1), STRIPED, 6);
    }

    private static int bits(int... places) {
        int m = 0;
        for (int p : places) {
            m |= 1 << p;
        }
        return m;
    }

    @Test
    void black2InArea10And3In11_white1In10_volcano11_blackKeeps1Returns4_whiteKeeps1() {
        Fixture f = lastTurnOfEpoch()
                .put(area(10), BLACK, 2).put(area(11), BLACK, 3).put(area(10), WHITE, 1);
        GameState before = f.build();
        Play p = Play.from(f).endActions().resolvePanic();
        GameState s = p.state();

        assertThat(s.regionOf(area(11))).isEqualTo(area(10));
        assertThat(s.ichtos(area(10), BLACK)).isEqualTo(1);
        assertThat(s.ichtos(area(10), WHITE)).isEqualTo(1);
        assertThat(s.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 4);
        assertThat(s.reserve(WHITE)).isEqualTo(before.reserve(WHITE));
        assertThat(p.events(GameEvent.VolcanoLosses.class))
                .filteredOn(e -> e.region() == area(10)).singleElement()
                .satisfies(e -> assertThat(e.lost()).containsExactly(4, 0, 0, 0));
    }

    @Test
    void firstVolcanoOnChip11_region10HoldsAreas10And11_bordersO3AndO4() {
        GameState s = null;
        for (long seed = 1; seed < 500 && s == null; seed++) {
            GameState g = UrlandGame.newGame(4, seed);
            if (g.eruptedMask() == 1 << area(11)) {
                s = g;
            }
        }
        assertThat(s).as("a seed whose first volcano is 11").isNotNull();

        assertThat(s.chipLocation(11)).isEqualTo(ChipLocation.REMOVED);
        assertThat(s.isRegion(area(11))).isFalse();
        assertThat(s.regionOf(area(11))).isEqualTo(area(10));
        assertThat(s.regionAreas(area(10))).isEqualTo(bits(area(10), area(11)));
        assertThat(s.regionOceans(area(10))).as("O3 and O4").isEqualTo(0b01100);
        assertThat(s.regionNeighbours(area(10))).isEqualTo(bits(area(9), area(12)));
        assertThat(s.liveChipOf(area(10))).isEqualTo(10);
    }

    @Test
    void noAreaChipToDraw_oneOfTheTwoChipsScored_bothErupt_bothLeave() {
        Fixture f = lastTurnOfEpoch().put(area(11), BLACK, 1).put(area(5), WHITE, 1);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        GameEvent.VolcanoChipDrawnForScoring drawn = p.only(GameEvent.VolcanoChipDrawnForScoring.class);
        assertThat(drawn.chip()).isIn(5, 11);
        assertThat(p.events(GameEvent.RegionScored.class)).extracting(GameEvent.RegionScored::chip)
                .as("the turn's own chip, then only the drawn one of the two").containsExactly(2, drawn.chip());
        assertThat(s.hasErupted(area(5))).isTrue();
        assertThat(s.hasErupted(area(11))).isTrue();
        assertThat(s.chipLocation(5)).isEqualTo(ChipLocation.REMOVED);
        assertThat(s.chipLocation(11)).isEqualTo(ChipLocation.REMOVED);
        assertThat(s.regionOf(area(5))).as("5 and 6 join 4").isEqualTo(area(4));
        assertThat(s.regionOf(area(6))).isEqualTo(area(4));
        assertThat(s.regionOf(area(11))).isEqualTo(area(10));
        assertThat(s.epoch()).isEqualTo(2);
    }

    @Test
    void theVolcanoChipScoredIsChosenAtRandom() {
        Set<Integer> scored = new HashSet<>();
        for (long r = 1; r <= 40; r++) {
            Play p = Play.from(lastTurnOfEpoch().rng(r * 7919)).endActions();
            scored.add(p.only(GameEvent.VolcanoChipDrawnForScoring.class).chip());
        }
        assertThat(scored).containsExactlyInAnyOrder(5, 11);
    }

    @Test
    void limitAppliesToTouchedRegionsOnly_andOnlyAtTheEruption() {
        Fixture f = lastTurnOfEpoch().put(area(11), BLACK, 1).put(area(10), BLACK, 1).put(area(8), BLACK, 4)
                .put(O1, WHITE, 3);
        GameState s = Play.from(f).endActions().resolvePanic().state();

        assertThat(s.ichtos(area(10), BLACK)).isEqualTo(1);
        assertThat(s.ichtos(area(8), BLACK)).as("area 8 did not erupt").isEqualTo(4);
        assertThat(s.ichtos(area(1), STRIPED) + s.ichtos(Fixture.O4, STRIPED) + s.ichtos(O1, STRIPED))
                .as("area 1 did not erupt (a panic may have emptied it)").isEqualTo(6);

        GameState later = Rules.apply(Fixture.of(4).erupt(11).put(area(10), WHITE, 1).put(Fixture.O3, WHITE, 2)
                .env(STRIPED).actions(WHITE, 2).build(), new Decision.Land(Fixture.O3, area(10)));
        assertThat(later.ichtos(area(10), WHITE)).as("no limit after the eruption").isEqualTo(2);
    }

    @Test
    void volcanoScoringReachesMutationSpace_eruptionsFirst_thenMutation_thenNewEpoch() {
        Fixture f = lastTurnOfEpoch().reached(0b001).track(2, 6, 15, 10)
                .put(area(11), GREY, 1).put(area(5), GREY, 1)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH, Gene.LEGS);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.track(GREY)).isEqualTo(18);
        assertThat(s.phase()).isEqualTo(Phase.BID);
        assertThat(s.hasErupted(area(5))).isTrue();
        assertThat(s.hasErupted(area(11))).isTrue();
        assertThat(s.epoch()).as("the new epoch waits for the mutation").isEqualTo(1);
        int mutation = p.indexOf(GameEvent.MutationSpaceReached.class);
        int eruption = p.indexOf(GameEvent.VolcanoErupted.class);
        assertThat(mutation).isLessThan(eruption);

        p.bids(0, 0, 0, 0).apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(),
                new Decision.PassPurchase(), new Decision.PassPurchase());
        assertThat(p.indexOf(GameEvent.BidsRevealed.class)).isGreaterThan(p.indexOf(GameEvent.VolcanoLosses.class));
        assertThat(p.indexOf(GameEvent.EpochStarted.class)).isGreaterThan(p.indexOf(GameEvent.GenesRevealed.class));
        p.resolvePanic();
        assertThat(p.state().epoch()).isEqualTo(2);
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().environmentPlayer()).isEqualTo(WHITE);
    }

    @Test
    void newEpoch_remainingChipsAndPanicReshuffled_sameEnvironmentPlayerDrawsThree() {
        Fixture f = lastTurnOfEpoch().put(area(11), BLACK, 1);
        Play p = Play.from(f).endActions();
        assertThat(p.only(GameEvent.EpochStarted.class).epoch()).isEqualTo(2);
        p.resolvePanic();
        GameState s = p.state();

        assertThat(s.environmentPlayer()).as("White could not draw and draws again").isEqualTo(WHITE);
        assertThat(s.actor()).isEqualTo(WHITE);
        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        int hand = s.chipsAt(ChipLocation.HAND);
        assertThat(Integer.bitCount(hand)).isEqualTo(3);
        assertThat(hand & 1).as("no panic chip in hand").isZero();
        assertThat(s.knownChips(WHITE) & hand).isEqualTo(hand);
        assertThat(s.chipsAt(ChipLocation.REMOVED)).isEqualTo(bits(5, 6, 11));
        assertThat(s.chipsAt(ChipLocation.SCORED)).as("all scored chips went back into the deck").isZero();
        int panicOut = s.chipLocation(PANIC) == ChipLocation.DRAWN_PANIC ? 1 : 0;
        assertThat(s.deckSize() + panicOut).as("9 area chips - 3 drawn + the panic chip").isEqualTo(7);
        assertThat(s.chipsAt(ChipLocation.DECK) | s.chipsAt(ChipLocation.DRAWN_PANIC) | hand)
                .isEqualTo(bits(PANIC, 1, 2, 3, 4, 7, 8, 9, 10, 12));
    }

    @Test
    void newEpochStartsWithPanicDrawnAmongTheThree_resolved_thenAReplacementIsDrawn() {
        Play found = null;
        for (long r = 1; r <= 200 && found == null; r++) {
            Play p = Play.from(lastTurnOfEpoch().rng(r * 104729)).endActions();
            int epoch = p.indexOf(GameEvent.EpochStarted.class);
            int panic = p.indexOf(GameEvent.PanicDrawn.class);
            if (panic > epoch) {
                found = p;
            }
        }
        assertThat(found).as("a shuffle that puts the panic chip among the first three").isNotNull();

        assertThat(found.state().phase()).as("Striped's 6 in area 1 flee").isEqualTo(Phase.PANIC_OCEAN);
        assertThat(found.state().epoch()).isEqualTo(2);
        found.apply(new Decision.PanicOcean(O1));
        GameState s = found.state();
        assertThat(s.ichtos(O1, STRIPED)).isEqualTo(6);
        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(Integer.bitCount(s.chipsAt(ChipLocation.HAND))).as("three area chips").isEqualTo(3);
        assertThat(s.chipLocation(PANIC)).isEqualTo(ChipLocation.DRAWN_PANIC);
    }

    @Test
    void eruptionIntoItsOwnFusedRegion_stillRemovesTheChipAndAppliesTheLimit() {
        // Volcanoes 1 (into 3) and 2 (into 1) have fused continent A; volcano 3 merges into 2, same region.
        Fixture f = Fixture.of(4).erupt(6).erupt(1).erupt(2).chosen(5).dummyChips(3, 7).deck()
                .put(area(3), BLACK, 3).put(area(9), STRIPED, 6);
        GameState before = f.build();
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.hasErupted(area(3))).isTrue();
        assertThat(s.chipLocation(3)).isEqualTo(ChipLocation.REMOVED);
        assertThat(s.isRegion(area(3))).isTrue();
        assertThat(s.regionAreas(area(3))).isEqualTo(bits(area(1), area(2), area(3)));
        assertThat(s.ichtos(area(3), BLACK)).isEqualTo(1);
        assertThat(s.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 2);
        assertThat(s.liveChipOf(area(3))).as("no chip left for the fused continent").isZero();
    }

    @Test
    void regionWithNoChipLeft_cannotBeChosenForScoring() {
        Fixture f = Fixture.of(4).erupt(6).erupt(1).erupt(2).chosen(5).dummyChips(3, 7).deck()
                .put(area(3), BLACK, 3).put(area(9), STRIPED, 6);
        Play p = Play.from(f).endActions().resolvePanic();
        GameState s = p.state();

        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
        for (int chip : new int[] {1, 2, 3}) {
            assertThat(s.chipLocation(chip)).isEqualTo(ChipLocation.REMOVED);
            Rejected.because(s, new Decision.ChooseChip(chip), "hand");
        }
        for (int c = 1; c <= Board.AREAS; c++) {
            if ((s.chipsAt(ChipLocation.HAND) & (1 << c)) != 0) {
                assertThat(s.regionOf(area(c))).isNotEqualTo(area(3));
            }
        }
    }

    /**
     * Ruling 16: after a panic the environment player draws again, and if the deck then holds no area
     * chip the epoch ends. So a panic chip lying last in the deck is drawn and breaks out before the
     * volcanoes (rule 2.4: the environment player draws; it is only when no chip can be drawn that the
     * epoch ends).
     */
    @Test
    void panicChipLastInTheDeck_panicBreaksOut_thenTheEpochEnds() {
        Fixture f = lastTurnOfEpoch().deck(PANIC).put(area(11), BLACK, 1);
        Play p = Play.from(f).endActions();

        int eruption = p.indexOf(GameEvent.VolcanoErupted.class);
        assertThat(p.events().subList(0, eruption < 0 ? p.events().size() : eruption))
                .as("events of epoch 1 before any eruption: the last chip, the panic chip, is drawn")
                .anyMatch(e -> e instanceof GameEvent.PanicDrawn);
        assertThat(p.state().epoch()).isEqualTo(1);
        assertThat(p.state().phase()).as("area 1 borders two oceans: the last-placed player chooses")
                .isEqualTo(Phase.PANIC_OCEAN);
        p.resolvePanic();
        assertThat(p.state().epoch()).isEqualTo(2);
        assertThat(p.state().hasErupted(area(11))).isTrue();
    }

    @Test
    void newEpoch_startsATurnWithTheSameRoles() {
        Fixture f = lastTurnOfEpoch().put(area(11), BLACK, 1);
        Play p = Play.from(f).endActions();

        List<GameEvent.TurnStarted> turns = p.events(GameEvent.TurnStarted.class);
        assertThat(turns).containsExactly(new GameEvent.TurnStarted(6, WHITE, GREY),
                new GameEvent.TurnStarted(7, WHITE, GREY));
        assertThat(p.events().indexOf(turns.get(1))).as("the new epoch's turn, told after the epoch")
                .isGreaterThan(p.indexOf(GameEvent.EpochStarted.class));
    }

    @Test
    void mutationAfterAVolcano_theStateSaysTheNewEpochWaits() {
        Fixture f = lastTurnOfEpoch().reached(0b001).track(2, 6, 15, 10)
                .put(area(11), GREY, 1).put(area(5), GREY, 1)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH, Gene.LEGS);
        Play p = Play.from(f).endActions();

        assertThat(p.state().mutationThenNewEpoch()).isTrue();
        p.bids(0, 0, 0, 0).apply(new Decision.BuyGene(Gene.EGG), new Decision.PassPurchase(),
                new Decision.PassPurchase(), new Decision.PassPurchase());
        assertThat(p.state().mutationThenNewEpoch()).isFalse();
    }
}
