package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy shares the arrays that rarely change with its source until one of them writes: whichever side
 * writes, through copy or copyInto, and however often it is copied on, the other keeps what it had.
 */
class CopyOnWriteTest {

    /** Each rarely written array: how the rules write it, and how it is read. */
    private record Part(String name, Function<GameState, int[]> write, Function<GameState, int[]> read) {
    }

    private static final List<Part> PARTS = List.of(
            new Part("geneOwner", GameState::geneOwnerW, s -> s.geneOwner),
            new Part("genePile", GameState::genePileW, s -> s.genePile),
            new Part("regionOf", GameState::regionOfW, s -> s.regionOf),
            new Part("chipLoc", GameState::chipLocW, s -> s.chipLoc),
            new Part("deck", GameState::deckW, s -> s.deck),
            new Part("knownChips", GameState::knownChipsW, s -> s.knownChips),
            new Part("bids", GameState::bidsW, s -> s.bids),
            new Part("flightOriginAreas", GameState::flightOriginAreasW, s -> s.flightOriginAreas),
            new Part("flightOriginIchtos", GameState::flightOriginIchtosW, s -> s.flightOriginIchtos),
            new Part("extraChips", GameState::extraChipsW, s -> s.extraChips));

    /** The same position every time, built anew so that it shares nothing with another. */
    private static GameState position() {
        GameState s = UrlandGame.newGame(4, 21);
        SeededRandom rng = new SeededRandom(5);
        for (int i = 0; i < 60; i++) {
            s = Rules.apply(s, Rules.randomDecision(s, rng));
        }
        return s;
    }

    private static void scribble(int[] a) {
        for (int i = 0; i < a.length; i++) {
            a[i] += 7;
        }
    }

    private static void assertUntouched(GameState s) {
        GameState fresh = position();
        for (Part p : PARTS) {
            assertThat(p.read().apply(s)).as(p.name()).containsExactly(p.read().apply(fresh));
        }
        assertThat(s).isEqualTo(fresh);
    }

    @Test
    void writingTheCopyLeavesTheSource() {
        for (Part p : PARTS) {
            GameState source = position();
            GameState copy = source.copy();
            scribble(p.write().apply(copy));
            assertUntouched(source);
            assertThat(p.read().apply(copy)).as(p.name()).isNotEqualTo(p.read().apply(source));
        }
    }

    @Test
    void writingTheSourceLeavesTheCopy() {
        for (Part p : PARTS) {
            GameState source = position();
            GameState copy = source.copy();
            GameState copyOfCopy = copy.copy();
            scribble(p.write().apply(source));
            scribble(p.write().apply(source));
            assertUntouched(copy);
            assertUntouched(copyOfCopy);
        }
    }

    @Test
    void aCopyIntoAReusedStateSharesAlike() {
        for (Part p : PARTS) {
            GameState source = position();
            GameState reused = UrlandGame.newGame(4, 3).copy();
            GameState target = source.copyInto(reused);
            assertThat(target).isSameAs(reused).isEqualTo(source);
            scribble(p.write().apply(target));
            assertUntouched(source);

            target = source.copyInto(reused);
            scribble(p.write().apply(source));
            assertUntouched(target);
        }
    }

    @Test
    void playingOnACopyInPlaceLeavesItsSource() {
        GameState source = position();
        GameState world = source.copy();
        SeededRandom rng = new SeededRandom(8);
        while (!world.isOver()) {
            Rules.playOn(world, Rules.randomDecision(world, rng));
        }
        assertUntouched(source);
    }
}
